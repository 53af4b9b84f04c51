import { setDisplayLanguage } from '@dappx/shared/amounts';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { resolveBrowserLocale, type TranslationMessages } from 'react-admin';
import reactAdminSpanish from '../locales/react-admin/es.json';
import reactAdminPortuguese from '../locales/react-admin/pt.json';
import { consoleTexts, mergeTexts, type ConsoleLanguage } from './console-texts';

/** react-admin's own words (Save, Filter, page ranges…), ours for es and pt: its packs for them are years behind. */
export const reactAdminTexts: Record<ConsoleLanguage, object> = {
  en: englishMessages,
  es: reactAdminSpanish,
  pt: reactAdminPortuguese,
};

/** The console's texts in a language over react-admin's words in it (English for a word missing). */
export const messagesOf = (language: string) => {
  const chosen = (language in consoleTexts ? language : 'en') as ConsoleLanguage;
  return mergeTexts(
    mergeTexts(englishMessages, reactAdminTexts[chosen]),
    consoleTexts[chosen],
  ) as TranslationMessages;
};

const browserLanguage = resolveBrowserLocale('en').slice(0, 2);

/** The texts of the language the operator chose; amounts are written its way from then on ("1.000,5" in es). */
const messagesShownIn = (language: string) => {
  setDisplayLanguage(language);
  return messagesOf(language);
};

export const i18nProvider = polyglotI18nProvider(
  messagesShownIn,
  browserLanguage in consoleTexts ? browserLanguage : 'en',
  [
    { locale: 'en', name: 'English' },
    { locale: 'es', name: 'Español' },
    { locale: 'pt', name: 'Português' },
  ],
);
