import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatRelative } from './formats';

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
});
