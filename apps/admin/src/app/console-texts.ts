import en from '../locales/en.json';
import es from '../locales/es.json';
import pt from '../locales/pt.json';

export const consoleLanguages = ['en', 'es', 'pt'] as const;
export type ConsoleLanguage = (typeof consoleLanguages)[number];

/** Deep merge of two message trees (the second wins on a clash). */
export const mergeTexts = (base: object, extra: object): object =>
  Object.fromEntries(
    [...new Set([...Object.keys(base), ...Object.keys(extra)])].map((key) => {
      const a = (base as Record<string, unknown>)[key];
      const b = (extra as Record<string, unknown>)[key];
      const bothObjects = typeof a === 'object' && a !== null && typeof b === 'object' && b !== null;
      return [key, bothObjects ? mergeTexts(a, b) : (b ?? a)];
    }),
  );

// Each screen keeps its texts in its own folder (features/<screen>/locales/<language>.json).
const featureTexts = import.meta.glob<{ default: object }>('../features/*/locales/*.json', {
  eager: true,
});

const textsOf = (language: ConsoleLanguage, common: object) =>
  Object.entries(featureTexts)
    .filter(([path]) => path.endsWith(`/${language}.json`))
    .reduce((all, [, module]) => mergeTexts(all, module.default), common);

/** The console's own texts per language: the common file merged with every screen's. */
export const consoleTexts: Record<ConsoleLanguage, object> = {
  en: textsOf('en', en),
  es: textsOf('es', es),
  pt: textsOf('pt', pt),
};
