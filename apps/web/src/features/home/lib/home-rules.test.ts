import { describe, expect, it } from 'vitest';
import { bannerLanguage, isSpecialBrowser, newsDate, visibleWeeklyTop } from './home-rules';

describe('home rules', () => {
  it.each([
    ['es-MX', 'es'],
    ['pt-BR', 'pt'],
    ['en-GB', 'en'],
    ['fr-FR', 'en'],
    [undefined, 'en'],
  ])('uses the %s banner as %s', (language, expected) => {
    expect(bannerLanguage(language)).toBe(expected);
  });

  it('writes news dates as YYYY-MM-DD', () => {
    expect(newsDate('Fri, 20 Nov 2026 09:00:00 GMT')).toBe('2026-11-20');
    expect(newsDate('not a date')).toBe('');
  });

  it('recognises the DAPPX browser by its user agent or its window flag', () => {
    expect(isSpecialBrowser('Mozilla/5.0 DAPPX/2.1 Chrome/120')).toBe(true);
    expect(isSpecialBrowser('Mozilla/5.0 Chrome/120')).toBe(false);
    expect(isSpecialBrowser('Mozilla/5.0', { dappx: {} })).toBe(true);
  });

  it('shows five of fifteen when narrow and collapsed, all otherwise', () => {
    const items = Array.from({ length: 15 }, (_, i) => i);
    expect(visibleWeeklyTop(items, true, false)).toHaveLength(5);
    expect(visibleWeeklyTop(items, true, true)).toHaveLength(15);
    expect(visibleWeeklyTop(items, false, false)).toHaveLength(15);
  });
});
