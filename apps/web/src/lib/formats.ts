import { formatFiat, unitsOf } from '@dappx/shared/amounts';
import { usePageLanguage } from './i18n';

type When = Date | string | number;

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1_000],
];

/** A calendar date in the page's language: "29 Nov 2026", "29 nov 2026". */
export const formatDate = (when: When, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(when));

/** A date with its time of day, to the second, in the page's language: "Nov 29, 2026, 4:05:09 AM". */
export const formatDateTime = (when: When, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(when));

/** How long ago or ahead, in the largest whole unit: "3 minutes ago", "in 14 days", "hace 2 horas". */
export function formatRelative(when: When, language: string, now = Date.now()) {
  const difference = new Date(when).getTime() - now;
  const [unit, size] = units.find(([, ms]) => Math.abs(difference) >= ms) ?? units.at(-1)!;
  return new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(
    Math.round(difference / size),
    unit,
  );
}

/** A whole count with the language's grouping: 1234 -> "1,234", "1.234"; a block number given as a string too. */
export const formatCount = (value: number | bigint | string, language: string) =>
  new Intl.NumberFormat(language).format(typeof value === 'string' ? BigInt(value) : value);

const cent = unitsOf('0.01');

/**
 * A USD value the API sends as an exact decimal string, in dollars and cents: "$1,234.50". Cut, never
 * rounded up, as every amount the store shows; a value below a cent says so rather than reading $0.00.
 */
export function formatUsd(decimal: string): string {
  const units = unitsOf(decimal);
  if (units > 0n && units < cent) return `<$${formatFiat(cent)}`;
  return `$${formatFiat(units)}`;
}

/**
 * The store's ways of writing a moment and a count, bound to the page's language. Every screen uses these,
 * so a date or a figure reads the same everywhere and follows a language switch.
 */
export function useFormats() {
  const language = usePageLanguage();
  return {
    date: (when: When) => formatDate(when, language),
    dateTime: (when: When) => formatDateTime(when, language),
    relative: (when: When) => formatRelative(when, language),
    count: (value: number | bigint | string) => formatCount(value, language),
  };
}
