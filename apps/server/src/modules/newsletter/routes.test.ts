import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterTexts } from '@dappx/shared';
import { createTestApp } from '../../../test/test-app';
import { mailUnavailableText } from './service';

const submit = (t: Awaited<ReturnType<typeof createTestApp>>, body: unknown) =>
  t.app.inject({ method: 'POST', url: '/newsletter/submit', payload: body as object });

function confirmLink(mail: string): string {
  const match = /https?:\/\/\S+\?newsletter-confirm=([\w-]+)/.exec(mail);
  if (!match?.[1]) throw new Error(`no confirmation link in:\n${mail}`);
  return match[1];
}

describe('POST /newsletter/submit', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://store.example' });
  });
  afterAll(() => t.close());

  it('stores a new address and mails it a confirmation link', async () => {
    const response = await submit(t, { email: 'ana@example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: newsletterTexts.success });

    const mails = await t.outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('To: ana@example.com');
    expect(mails[0]).toContain('https://store.example/?newsletter-confirm=');
  });

  it('refuses the same address a second time with the spec text', async () => {
    const response = await submit(t, { email: 'ana@example.com' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: newsletterTexts.alreadySubscribed,
      code: 'ALREADY_SUBSCRIBED',
    });
    expect(await t.outbox()).toHaveLength(1);
  });

  it('gives exactly one subscription when the same address arrives twice at once', async () => {
    const answers = await Promise.all([
      submit(t, { email: 'race@example.com' }),
      submit(t, { email: 'race@example.com' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  it.each([
    ['uppercase letters', { email: 'Ana@Example.com' }, newsletterTexts.invalidEmail],
    ['a five-letter top-level domain', { email: 'ana@example.abcde' }, newsletterTexts.invalidEmail],
    ['no email at all', {}, 'email: Invalid input: expected string, received undefined'],
    ['an unknown field', { email: 'ok@example.com', admin: true }, 'Unrecognized key: "admin"'],
  ])('rejects %s with a 400 and stores nothing', async (_why, body, message) => {
    const before = (await t.outbox()).length;
    const response = await submit(t, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: 'VALIDATION' });
    expect(await t.outbox()).toHaveLength(before);
  });

  it('confirms a subscription once with the mailed token', async () => {
    await submit(t, { email: 'confirm@example.com' });
    const mails = await t.outbox();
    const token = confirmLink(mails.find((mail) => mail.includes('To: confirm@example.com')) ?? '');

    const first = await t.app.inject({ method: 'GET', url: `/newsletter/confirm?token=${token}` });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: newsletterTexts.confirmed });

    const again = await t.app.inject({ method: 'GET', url: `/newsletter/confirm?token=${token}` });
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('INVALID_TOKEN');
  });

  it('refuses a malformed confirmation token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/newsletter/confirm?token=short' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The confirmation link is not valid.', code: 'VALIDATION' });
  });
});

describe('POST /newsletter/submit when mail cannot be sent', () => {
  it('answers 503 without internals and keeps no subscription, so a retry can succeed', async () => {
    const t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const failed = await submit(t, { email: 'later@example.com' });
      expect(failed.statusCode).toBe(503);
      expect(failed.json()).toEqual({ message: mailUnavailableText, code: 'UNAVAILABLE' });
      expect(t.logs.some((line) => line.level >= 50 && line.msg === 'request failed')).toBe(true);
      expect(failed.body).not.toContain('ECONNREFUSED');
      const rows = await t.db.query.newsletterSubscriptions.findMany();
      expect(rows).toHaveLength(0);
    } finally {
      await t.close();
    }
  });
});
