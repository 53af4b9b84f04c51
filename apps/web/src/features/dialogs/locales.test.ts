import { describe, expect, it } from 'vitest';

// The texts of the features built with the dialogs: every English key has a Spanish and a Portuguese text.
const files = import.meta.glob<Record<string, string>>(
  '/src/features/{balances,dialogs,download,legal,login,transfers,user-profile,wallet-connect}/locales/*.json',
  { eager: true, import: 'default' },
);

describe('dialog and page texts', () => {
  const features = [...new Set(Object.keys(files).map((file) => file.split('/')[3]))];

  it.each(features)('%s has the same keys in en, es and pt, none empty', (feature) => {
    const texts = (language: string) => files[`/src/features/${feature}/locales/${language}.json`] ?? {};
    const english = Object.keys(texts('en')).sort();
    expect(english.length).toBeGreaterThan(0);
    for (const language of ['es', 'pt']) {
      expect(Object.keys(texts(language)).sort()).toEqual(english);
      expect(Object.values(texts(language)).every((text) => text.trim().length > 0)).toBe(true);
    }
  });
});
