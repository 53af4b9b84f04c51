import { reviewLanguages, reviewReportReasons, reviewSummaryRules } from '@dappx/shared/reviews';
import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import es from './locales/es.json';
import pt from './locales/pt.json';

const keysOf = (value: object, prefix = ''): string[] =>
  Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' && child !== null ? keysOf(child, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

const valuesOf = (value: object): string[] =>
  Object.values(value).flatMap((child) => (typeof child === 'object' ? valuesOf(child) : [String(child)]));

describe('reviews texts', () => {
  it.each([
    ['es', es],
    ['pt', pt],
  ])('%s has every English key, none empty', (_language, texts) => {
    expect(keysOf(texts).sort()).toEqual(keysOf(en).sort());
    expect(valuesOf(texts).every((text) => text.trim().length > 0)).toBe(true);
  });

  it('names every summary label, language and report reason the store knows', () => {
    const keys = keysOf(en);
    for (const { label } of reviewSummaryRules.labels) expect(keys).toContain(`reviews.label.${label}`);
    for (const language of reviewLanguages) expect(keys).toContain(`reviews.language.${language}`);
    for (const reason of reviewReportReasons) expect(keys).toContain(`reviews.report.reasons.${reason}`);
  });
});
