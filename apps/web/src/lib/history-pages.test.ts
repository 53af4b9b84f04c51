import { describe, expect, it } from 'vitest';
import { historyPageCount } from './history-pages';

describe('history pages', () => {
  it('counts pages of 10, at least one', () => {
    expect(historyPageCount(0, 10)).toBe(1);
    expect(historyPageCount(10, 10)).toBe(1);
    expect(historyPageCount(11, 10)).toBe(2);
  });
});
