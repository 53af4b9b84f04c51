import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '@/locales/en.json';
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

// English ships in the bundle; Spanish and Portuguese load when first chosen.
const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: Record<string, string> }>> = {
  es: () => import('@/locales/es.json'),
  pt: () => import('@/locales/pt.json'),
};

async function ensureLoaded(language: Language) {
  if (language === 'en' || i18next.hasResourceBundle(language, 'translation')) return;
  const { default: resources } = await loaders[language]();
  i18next.addResourceBundle(language, 'translation', resources);
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
      resources: { en: { translation: en } },
      lng: 'en',
      fallbackLng: 'en',
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }
  await ensureLoaded(language);
  await i18next.changeLanguage(language);
  return i18next;
}

export { i18next };
