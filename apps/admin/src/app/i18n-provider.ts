import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { resolveBrowserLocale, type TranslationMessages } from 'react-admin';
import en from '../locales/en.json';
import es from '../locales/es.json';
import pt from '../locales/pt.json';

const ours = { en, es, pt } as const;
export type ConsoleLanguage = keyof typeof ours;

const merge = (base: object, extra: object): object =>
  Object.fromEntries(
    [...new Set([...Object.keys(base), ...Object.keys(extra)])].map((key) => {
      const a = (base as Record<string, unknown>)[key];
      const b = (extra as Record<string, unknown>)[key];
      const bothObjects = typeof a === 'object' && a !== null && typeof b === 'object' && b !== null;
      return [key, bothObjects ? merge(a, b) : (b ?? a)];
    }),
  );

/**
 * The console's own texts in en, es and pt (locales/); react-admin's built-in words (Save, Filter…)
 * come from its English pack under them.
 */
export const messagesOf = (language: string) =>
  merge(
    englishMessages,
    ours[(language in ours ? language : 'en') as ConsoleLanguage],
  ) as TranslationMessages;

const browserLanguage = resolveBrowserLocale('en').slice(0, 2);

export const i18nProvider = polyglotI18nProvider(
  messagesOf,
  browserLanguage in ours ? browserLanguage : 'en',
  [
    { locale: 'en', name: 'English' },
    { locale: 'es', name: 'Español' },
    { locale: 'pt', name: 'Português' },
  ],
);
