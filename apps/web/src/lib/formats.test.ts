import { setDisplayLanguage } from '@dappx/shared/amounts';
import { afterEach, describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatDateTime, formatRelative, formatUsd } from './formats';

const moment = new Date(2026, 10, 28, 19, 41, 35);

describe('formats', () => {
  it('writes a date in the page language, with the month named in that language', () => {
    expect(formatDate(moment, 'en')).toBe('Nov 28, 2026');
    expect(formatDate(moment, 'es')).toBe('28 nov 2026');
    expect(formatDate(moment, 'pt')).toBe('28 de nov. de 2026');
  });

  it('writes a date with its time to the second', () => {
    expect(formatDateTime(moment, 'en')).toMatch(/^Nov 28, 2026, 7:41:35\sPM$/);
    expect(formatDateTime(moment, 'es')).toBe('28 nov 2026, 19:41:35');
  });

  it('writes how long ago or ahead in the largest whole unit', () => {
    const now = moment.getTime();
    expect(formatRelative(now - 3 * 60_000, 'en', now)).toBe('3 minutes ago');
    expect(formatRelative(now + 14 * 86_400_000, 'en', now)).toBe('in 14 days');
    expect(formatRelative(now - 2 * 3_600_000, 'es', now)).toBe('hace 2 horas');
    expect(formatRelative(now, 'en', now)).toBe('now');
  });

  it('groups a count, a block number given as a string too', () => {
    expect(formatCount(1234567, 'en')).toBe('1,234,567');
    expect(formatCount('98765432109876543210', 'en')).toBe('98,765,432,109,876,543,210');
    expect(formatCount(12345, 'es')).toBe('12.345');
  });

  describe('a USD value', () => {
    afterEach(() => setDisplayLanguage('en'));

    it('is written in dollars and cents, cut rather than rounded up', () => {
      expect(formatUsd('1234.5')).toBe('$1,234.50');
      expect(formatUsd('0.999')).toBe('$0.99');
      expect(formatUsd('0')).toBe('$0.00');
    });

    it('says when it is below a cent instead of showing none', () => {
      expect(formatUsd('0.0001')).toBe('<$0.01');
    });

    it('follows the page language’s separators', () => {
      setDisplayLanguage('es');
      expect(formatUsd('1234.5')).toBe('$1.234,50');
    });
  });
});
