import { z } from 'zod';
import { amountTexts, decimalPattern, parseAmount } from './amounts';

// Apart from amounts.ts, which the page's first load uses without zod.

/** A positive typed amount in a request body: a decimal string (or number) with at most 6 decimals. */
export const positiveAmount = (message: string = amountTexts.notANumber) =>
  z.union([z.string(), z.number()]).transform((value, context) => {
    const text = typeof value === 'number' ? value.toString() : value;
    if (/^\d+\.\d{7,}$/.test(text.trim())) {
      context.addIssue({ code: 'custom', message: amountTexts.tooManyDecimals });
      return z.NEVER;
    }
    const units = parseAmount(text);
    if (units === undefined || units <= 0n) {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return units;
  });

/** A balance as the API answers it: the exact decimal string of the amount. */
export const decimalString = z.string().regex(decimalPattern);
