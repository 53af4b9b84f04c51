import { z } from 'zod';

/** Every store token has 18 decimals: amounts cross the API as decimal strings, live as bigint base units. */
export const tokenDecimals = 18;
/** People type at most 6 decimals (wallet-area spec, section 5). */
export const inputDecimals = 6;

const unit = 10n ** BigInt(tokenDecimals);

export const amountTexts = {
  notANumber: 'Amount should be greater than zero.',
  tooManyDecimals: `Use at most ${inputDecimals} decimal places.`,
  tooLarge: 'This amount is too large.',
} as const;

/** A plain non-negative decimal as people type it: digits, an optional point, at most 6 decimals. */
const typedAmountPattern = new RegExp(`^\\d{1,30}(\\.\\d{0,${inputDecimals}})?$`);

/** Base units of a typed amount, or undefined when the text is not one (negative, exponent, 7 decimals…). */
export function parseAmount(text: string): bigint | undefined {
  const trimmed = text.trim();
  if (!typedAmountPattern.test(trimmed)) return undefined;
  const [whole = '0', fraction = ''] = trimmed.split('.');
  return BigInt(whole) * unit + BigInt(fraction.padEnd(tokenDecimals, '0'));
}

/** The exact decimal string of base units, without trailing zeros: '1.5', '0', '0.000000000000000001'. */
export function formatAmount(units: bigint): string {
  const negative = units < 0n;
  const magnitude = negative ? -units : units;
  const whole = magnitude / unit;
  const fraction = (magnitude % unit).toString().padStart(tokenDecimals, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

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
export const decimalString = z.string().regex(/^-?\d+(\.\d+)?$/);
