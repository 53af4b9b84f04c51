import { describe, expect, it } from 'vitest';
import { dhmsParts, formatHms } from './use-countdown';

describe('countdown formats', () => {
  it('writes the penalty countdown as hours:minutes:seconds, hours past a day included', () => {
    expect(formatHms(0)).toBe('00:00:00');
    expect(formatHms(59_999)).toBe('00:00:59');
    expect(formatHms((72 * 3600 - 1) * 1000)).toBe('71:59:59');
  });

  it('splits a season countdown into days, hours, minutes and seconds', () => {
    expect(dhmsParts(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
  });
});
