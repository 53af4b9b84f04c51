import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { resolveBrowserLocale, type TranslationMessages } from 'react-admin';
import { consoleTexts, mergeTexts, type ConsoleLanguage } from './console-texts';

/**
 * The console's own texts in en, es and pt; react-admin's built-in words (Save, Filter…) come from
 * its English pack under them.
 */
export const messagesOf = (language: string) =>
  mergeTexts(
    englishMessages,
    consoleTexts[(language in consoleTexts ? language : 'en') as ConsoleLanguage],
  ) as TranslationMessages;

const browserLanguage = resolveBrowserLocale('en').slice(0, 2);

export const i18nProvider = polyglotI18nProvider(
  messagesOf,
  browserLanguage in consoleTexts ? browserLanguage : 'en',
  [
    { locale: 'en', name: 'English' },
    { locale: 'es', name: 'Español' },
    { locale: 'pt', name: 'Português' },
  ],
);
