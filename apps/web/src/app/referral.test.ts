import { describe, expect, it } from 'vitest';
import { referralIn } from './referral';

describe('referralIn', () => {
  it.each([
    ['/?code=PARTNER7', 'PARTNER7'],
    ['/games?utm_source=mail&friend=ANA', 'ANA'],
    ['/?x=1&ref=FRIEND42', 'FRIEND42'],
    ['/?verify-user&token=abc&userId=1', undefined],
    ['/?link=one-time-code', undefined],
    ['/?empty=', undefined],
  ])('takes the referral from %s as %s', (path, referral) => {
    expect(referralIn(path.slice(path.indexOf('?')))).toBe(referral);
  });
});
