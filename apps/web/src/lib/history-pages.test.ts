import { describe, expect, it } from 'vitest';
import { formatAceHistoryDate, formatEdaoHistoryDate, historyPageCount } from './history-date';

describe('history dates and pages', () => {
  it('writes the ACE and EDAO formats, with midnight as hour 24', () => {
    expect(formatAceHistoryDate(new Date(2026, 10, 3, 14, 5, 9))).toBe('2026/Nov/03 - 14:05:09');
    expect(formatEdaoHistoryDate(new Date(2026, 0, 31, 0, 30, 0))).toBe('2026/01/31-24:30:00');
  });

  it('counts pages of 10, at least one', () => {
    expect(historyPageCount(0, 10)).toBe(1);
    expect(historyPageCount(10, 10)).toBe(1);
    expect(historyPageCount(11, 10)).toBe(2);
  });
});
