import { displayDecimals, tokenDecimals, wholeToken } from './tokens';

/** People type at most 6 decimals (wallet-area spec, section 5). */
export const inputDecimals = 6;

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
  return BigInt(whole) * wholeToken + BigInt(fraction.padEnd(tokenDecimals, '0'));
}

/** The exact decimal string of base units, without trailing zeros: '1.5', '0', '0.000000000000000001'. */
export function formatAmount(units: bigint): string {
  const negative = units < 0n;
  const magnitude = negative ? -units : units;
  const whole = magnitude / wholeToken;
  const fraction = (magnitude % wholeToken).toString().padStart(tokenDecimals, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** An amount cut down to what people can type (6 decimals), e.g. for a Max button. */
export const toInputPrecision = (units: bigint) =>
  units - (units % 10n ** BigInt(tokenDecimals - inputDecimals));

/** A balance as the API answers it: the exact decimal string of the amount. */
export const decimalPattern = /^-?\d+(\.\d+)?$/;

/** How the page's language writes 1,234.5: its thousands separator and its decimal mark. */
type Separators = { group: string; decimal: string };
const englishSeparators: Separators = { group: ',', decimal: '.' };
let displaySeparators = englishSeparators;

/**
 * Displayed amounts follow the page's language from now on: "1.000,5" in es and pt, "1,000.5" in en. The
 * browser app calls this when its language changes; the server never does, so its texts stay in English
 * figures. Amounts are bigint, so Intl only lends its separators (grouping always, as the issue of
 * four-digit numbers in es would otherwise read "1000,5" next to "10.000,5").
 */
export function setDisplayLanguage(language: string) {
  const parts = new Intl.NumberFormat(language, { useGrouping: 'always' }).formatToParts(1234567.5);
  displaySeparators = {
    group: parts.find((part) => part.type === 'group')?.value ?? englishSeparators.group,
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? englishSeparators.decimal,
  };
}

/** Base units with exactly `decimals` decimals, cut (never rounded up) and thousands separated. */
function fixedDecimals(units: bigint, decimals: number): string {
  const { group, decimal } = displaySeparators;
  const negative = units < 0n;
  const magnitude = negative ? -units : units;
  const whole = (magnitude / wholeToken).toString().replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const fraction = (magnitude % wholeToken).toString().padStart(tokenDecimals, '0').slice(0, decimals);
  const sign = negative && /[1-9]/.test(`${whole}${fraction}`) ? '-' : '';
  return `${sign}${whole}${decimals > 0 ? `${decimal}${fraction}` : ''}`;
}

/**
 * A token amount as people read it, the same way in every step of every screen: at most 6 decimals (the
 * spec's precision), cut rather than rounded up so nobody is shown more than they hold, trailing zeros
 * dropped, thousands separated: 1234500000000000000000n -> '1,234.5', 0n -> '0'.
 */
export function formatDisplayAmount(units: bigint, maxDecimals: number = displayDecimals.amount): string {
  const fixed = fixedDecimals(units, maxDecimals);
  if (maxDecimals === 0) return fixed;
  const trimmed = fixed.replace(/0+$/, '');
  return trimmed.endsWith(displaySeparators.decimal)
    ? trimmed.slice(0, -displaySeparators.decimal.length)
    : trimmed;
}

/** A fiat value (18-decimal base units of a dollar): always two decimals, '3,086.25', '0.50'. */
export const formatFiat = (units: bigint): string => fixedDecimals(units, displayDecimals.fiat);

/** Base units of a balance as the API answers it (a decimal string); a malformed one counts as zero. */
export function unitsOf(decimal: string | undefined): bigint {
  if (decimal === undefined || !decimalPattern.test(decimal)) return 0n;
  const negative = decimal.startsWith('-');
  const [whole = '0', fraction = ''] = decimal.replace('-', '').split('.');
  const units =
    BigInt(whole) * wholeToken + BigInt(fraction.slice(0, tokenDecimals).padEnd(tokenDecimals, '0'));
  return negative ? -units : units;
}

// Prices are display-only numbers (prices.ts); they are fixed to 10 decimals once, then the maths is bigint.
const priceScale = 10n ** 10n;

/** The USD value, in 18-decimal base units of a dollar, of `units` of a token priced at `usdPerToken`. */
export function usdValueOf(units: bigint, usdPerToken: number | undefined): bigint {
  // Beyond 1e15 toFixed switches to exponent notation; no token of ours is priced anywhere near it.
  if (usdPerToken === undefined || !(usdPerToken > 0 && usdPerToken < 1e15)) return 0n;
  const scaledPrice = BigInt(usdPerToken.toFixed(10).replace('.', ''));
  return (units * scaledPrice) / priceScale;
}
