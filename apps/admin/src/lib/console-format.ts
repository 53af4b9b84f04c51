import { useLocaleState } from 'react-admin';

type When = Date | string | number;

/** A date with its time of day in the console's language: "Nov 29, 2026, 4:05:09 AM", "29 nov 2026, 4:05:09". */
export const formatDateTime = (when: When, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(when));

/** A whole count with the language's grouping: 1234 -> "1,234", "1234" (es groups from five digits). */
export const formatCount = (value: number | bigint | string, language: string) =>
  new Intl.NumberFormat(language).format(typeof value === 'string' ? BigInt(value) : value);

/**
 * The console's ways of writing a moment and a count, bound to the language its operator chose (not the
 * browser's), as the store's are to the page's.
 */
export function useConsoleFormats() {
  const [language] = useLocaleState();
  return {
    dateTime: (when: When) => formatDateTime(when, language),
    count: (value: number | bigint | string) => formatCount(value, language),
  };
}
