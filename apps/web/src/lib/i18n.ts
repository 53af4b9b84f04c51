import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { readStored, storageKeys, writeStored } from './storage';

export const languages = [
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Español' },
  { code: 'pt', name: 'Português' },
] as const;
export type Language = (typeof languages)[number]['code'];

const isLanguage = (value: string | null | undefined): value is Language =>
  languages.some((language) => language.code === value);

/** The saved choice, else the browser's first two letters; anything but en, es or pt becomes en (spec 4). */
export function detectLanguage(): Language {
  const saved = readStored(storageKeys.language);
  if (isLanguage(saved)) return saved;
  const browser = navigator.language?.slice(0, 2).toLowerCase();
  return isLanguage(browser) ? browser : 'en';
}

type Texts = Record<string, string>;

// Each feature keeps its texts in its own `locales` folder; all of them share one namespace, so keys
// are prefixed with the feature's name. English ships in the bundle; Spanish and Portuguese load when
// first chosen.
const english = Object.values(
  import.meta.glob<Texts>(['/src/locales/en.json', '/src/features/*/locales/en.json'], {
    eager: true,
    import: 'default',
  }),
);
const lazyTexts: Record<Exclude<Language, 'en'>, Record<string, () => Promise<Texts>>> = {
  es: import.meta.glob<Texts>(['/src/locales/es.json', '/src/features/*/locales/es.json'], {
    import: 'default',
  }),
  pt: import.meta.glob<Texts>(['/src/locales/pt.json', '/src/features/*/locales/pt.json'], {
    import: 'default',
  }),
};

async function ensureLoaded(language: Language) {
  if (language === 'en' || i18next.hasResourceBundle(language, 'translation')) return;
  const bundles = await Promise.all(Object.values(lazyTexts[language]).map((load) => load()));
  i18next.addResourceBundle(language, 'translation', Object.assign({}, ...bundles));
}

export async function changeLanguage(language: Language) {
  await ensureLoaded(language);
  await i18next.changeLanguage(language);
  writeStored(storageKeys.language, language);
}

i18next.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

export async function initI18n(language: Language = detectLanguage()) {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      resources: { en: { translation: Object.assign({}, ...english) } },
      lng: 'en',
      fallbackLng: 'en',
      interpolation: { escapeValue: false },
      // Spec texts are keys and may hold colons; there is one namespace anyway.
      nsSeparator: false,
      returnNull: false,
    });
  }
  await ensureLoaded(language);
  await i18next.changeLanguage(language);
  return i18next;
}

/** The page's language now (the one api calls send unless told otherwise). */
export const pageLanguage = (): Language => {
  const current = i18next.resolvedLanguage;
  return isLanguage(current) ? current : 'en';
};

/**
 * The page's language, re-rendering on a switch: content the server words in the visitor's language
 * (the catalogue) keys its queries by it, so a switch fetches the new language's and keeps the old one's.
 */
export function usePageLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
}

export { i18next };
