import { describe, expect, it } from 'vitest';
import { isValidNewsletterEmail, newsletterSubmitBody, newsletterTexts } from './newsletter';

describe('newsletter email rule', () => {
  it.each(['jo@example.com', 'a.b_c%d+e-f@sub.domain-x.io', 'x1@y2.info'])('accepts %s', (email) => {
    expect(isValidNewsletterEmail(email)).toBe(true);
  });

  it.each([
    ['uppercase is rejected on the raw input', 'Jo@example.com'],
    ['top-level domain longer than 4 letters', 'jo@example.museum'],
    ['top-level domain of one letter', 'jo@example.c'],
    ['no at sign', 'jo.example.com'],
    ['spaces around', ' jo@example.com'],
    ['empty', ''],
    ['over 254 characters', `${'a'.repeat(250)}@ex.com`],
  ])('rejects: %s', (_why, email) => {
    expect(isValidNewsletterEmail(email)).toBe(false);
  });

  it('gives the spec text when the body does not match', () => {
    const result = newsletterSubmitBody.safeParse({ email: 'Bad@Example.com' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(newsletterTexts.invalidEmail);
  });

  it('rejects unknown fields', () => {
    expect(newsletterSubmitBody.safeParse({ email: 'jo@example.com', extra: 1 }).success).toBe(false);
  });
});
