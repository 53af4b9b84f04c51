import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { setDisplayLanguage } from '@dappx/shared/amounts';
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
// are prefixed with the feature's name. English ships in the bundle, but for the features reached only
// through screens of their own (screenTexts): their texts load with the screen's code. Spanish and
// Portuguese load whole when first chosen.
// Vite reads glob patterns as written: the features' names are spelled out in both.
const english = Object.values(
  import.meta.glob<Texts>(
    [
      '/src/locales/en.json',
      '/src/features/*/locales/en.json',
      '!/src/features/{charts,deposits,download,explorer,governance,history,layer2,legal,login,marketplace,rankings,reviews,search,seasons,submissions,token-staking,transfers,user-profile,withdrawals}/locales/en.json',
    ],
    { eager: true, import: 'default' },
  ),
);
// Their texts come in one module of their own, loaded with the first screen that needs any.
const screenEnglish = () => import('./screen-texts-en').then((module) => module.screenEnglish);

export type ScreenTexts =
  | 'charts'
  | 'deposits'
  | 'download'
  | 'explorer'
  | 'governance'
  | 'history'
  | 'layer2'
  | 'legal'
  | 'login'
  | 'marketplace'
  | 'rankings'
  | 'reviews'
  | 'search'
  | 'seasons'
  | 'submissions'
  | 'token-staking'
  | 'transfers'
  | 'user-profile'
  | 'withdrawals';

/** The English texts of features whose screen is about to show (their other languages load whole). */
export async function loadScreenTexts(features: readonly ScreenTexts[]) {
  const none: Record<string, Texts> = {};
  const [texts] = await Promise.all([features.length ? screenEnglish() : none, startI18n()]);
  const bundles = features.map((feature) => {
    const found = texts[feature];
    if (!found) throw new Error(`No English texts for the feature ${feature}`);
    return found;
  });
  i18next.addResourceBundle('en', 'translation', Object.assign({}, ...bundles));
}

/** Every feature's English texts: for tests that render a screen's parts without its route. */
export const loadAllScreenTexts = async () =>
  loadScreenTexts(Object.keys(await screenEnglish()) as ScreenTexts[]);

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
  setDisplayLanguage(language);
});

let started: Promise<unknown> | undefined;

/** Initialises i18next once, in English; a screen's texts may only be added after (init replaces them). */
const startI18n = () =>
  (started ??= i18next.use(initReactI18next).init({
    resources: { en: { translation: Object.assign({}, ...english) } },
    lng: 'en',
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    // Spec texts are keys and may hold colons; there is one namespace anyway.
    nsSeparator: false,
    returnNull: false,
  }));

/** The language the texts are starting in, until they have. */
let startingIn: Language | undefined;

export async function initI18n(language: Language = detectLanguage()) {
  startingIn = language;
  await startI18n();
  await ensureLoaded(language);
  await i18next.changeLanguage(language);
  startingIn = undefined;
  return i18next;
}

/**
 * The page's language now (the one api calls send unless told otherwise); while the texts start, the one
 * they start in (i18next reads English until then), so the first URL's requests ask in the visitor's.
 */
export const pageLanguage = (): Language => {
  if (startingIn) return startingIn;
  const current = i18next.resolvedLanguage;
  return isLanguage(current) ? current : detectLanguage();
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
