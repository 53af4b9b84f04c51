import { describe, expect, it } from 'vitest';
import { languages } from './catalogue-constants';
import {
  cleanedReasons,
  figureCleaningRules,
  figureCleaningRulesSchema,
  figureCleaningTexts,
  washTradeTests,
} from './figure-cleaning';

describe('the figure cleaning rules', () => {
  it('are the thresholds the method page states', () => {
    expect(figureCleaningRulesSchema.parse(figureCleaningRules)).toEqual(figureCleaningRules);
    expect(figureCleaningRules.farm).toEqual({ minWallets: 10, windowDays: 7, maxTransactionsEach: 3 });
    expect(figureCleaningRules.burst).toEqual({ maxTransactionsPerHour: 60, minHours: 3 });
    expect(figureCleaningRules.wash).toEqual({ windowDays: 30, minTradesOfItem: 3 });
  });

  it('word every rule and wash test in every language, with its thresholds', () => {
    for (const rule of [...cleanedReasons, ...washTradeTests])
      for (const language of languages) expect(figureCleaningTexts[rule][language]).not.toBe('');
    for (const language of languages) {
      expect(figureCleaningTexts.farm[language]).toContain('10');
      expect(figureCleaningTexts.farm[language]).toContain('7');
      expect(figureCleaningTexts.burst[language]).toContain('60');
      expect(figureCleaningTexts.repeated[language]).toContain('30');
    }
  });
});
