import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/signed-in';
import { createTestApp } from '../../test/test-app';

// pino writes to the test's stream synchronously, but the stream hands lines on a tick later.
const logsSettled = () => new Promise((resolve) => setImmediate(resolve));

describe('request logs', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    // At debug every request has its line, so every url below must show up, redacted.
    t = await createTestApp({ PUBLIC_URL: 'https://store.example', LOG_LEVEL: 'debug' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('show which calls were made but none of the tokens, link codes or sessions they carried', async () => {
    const { session } = await signUp(t.app);
    const [mail] = await t.outbox();
    const [, token, userId] = /\?verify-user&token=([\w-]{43})&userId=([0-9a-f-]{36})/.exec(mail!)!;
    // The mail's link as the browser opens it, then the call the page makes with it.
    await t.app.inject({
      url: `/?verify-user&token=${token}&userId=${userId}`,
      headers: { accept: 'text/html' },
    });
    const verified = await t.app.inject({
      url: `/users/validateVerificationToken?userId=${userId}&token=${token}`,
    });
    expect(verified.statusCode).toBe(200);

    const sessionHeaders = {
      'session-id': session,
      cookie: `session-id=${session}`,
      authorization: `Bearer ${session}`,
    };
    const qr = await t.app.inject({ url: '/users/getQRCode', headers: sessionHeaders });
    const { code } = qr.json<{ code: string }>();
    await t.app.inject({ url: `/?link=${code}`, headers: { accept: 'text/html' } });
    await t.app.inject({ url: `/users/getQRCode?session-id=${session}&code=${code}&sig=${token}` });
    await logsSettled();

    const written = JSON.stringify(t.logs);
    for (const secret of [token!, code, session]) expect(written).not.toContain(secret);
    const urls = t.logs.map((line) => (line.req as { url?: string } | undefined)?.url).filter(Boolean);
    expect(urls).toEqual(
      expect.arrayContaining([
        `/?verify-user&token=[redacted]&userId=${userId}`,
        `/users/validateVerificationToken?userId=${userId}&token=[redacted]`,
        '/users/getQRCode',
        '/?link=[redacted]',
        '/users/getQRCode?session-id=[redacted]&code=[redacted]&sig=[redacted]',
      ]),
    );
  });

  it('hide a parameter whose name is disguised by percent-encoding or cannot be read', async () => {
    await t.app.inject({
      url: '/settings/getMaintenanceMode?%74oken=disguised-secret&to%ZZken=unreadable-secret&page=2',
    });
    await logsSettled();
    const written = JSON.stringify(t.logs);
    expect(written).not.toContain('disguised-secret');
    expect(written).not.toContain('unreadable-secret');
    expect(written).toContain('page=2');
  });

  it('hide session headers from any line that logs them', async () => {
    t.app.log.warn(
      {
        headers: {
          'session-id': 'header-session',
          cookie: 'session-id=cookie-session',
          authorization: 'Bearer x-auth',
        },
      },
      'a request went wrong',
    );
    await logsSettled();
    const line = t.logs.find((entry) => entry.msg === 'a request went wrong');
    expect(line?.headers).toEqual({
      'session-id': '[redacted]',
      cookie: '[redacted]',
      authorization: '[redacted]',
    });
  });
});

describe('request log levels', () => {
  const completed = (t: Awaited<ReturnType<typeof createTestApp>>, message: string) =>
    t.logs
      .filter((line) => line.msg === message)
      .map(
        (line) =>
          `${String(line.level)} ${(line.req as { url: string }).url} ${String((line.res as { statusCode: number }).statusCode)}`,
      );

  it('at info, logs every money move but not the public reads', async () => {
    const t = await createTestApp({ DEMO_MODE: 'true' });
    try {
      const { session } = await signUp(t.app);
      await t.app.inject({ url: '/settings/getMaintenanceMode' });
      await t.app.inject({ url: '/v1/search?q=swap' });
      const moved = await t.app.inject({
        method: 'POST',
        url: '/users/acent/transfer/vault-to-active',
        headers: { 'session-id': session },
        payload: { amount: '2' },
      });
      expect(moved.statusCode, moved.body).toBe(200);
      await logsSettled();
      expect(completed(t, 'request completed')).toEqual(['30 /users/acent/transfer/vault-to-active 200']);
    } finally {
      await t.close();
    }
  });

  it('logs a request slower than SLOW_REQUEST_MS at warn, whatever it was', async () => {
    const t = await createTestApp({ SLOW_REQUEST_MS: '0' });
    try {
      const answer = await t.app.inject({ url: '/settings/getMaintenanceMode' });
      await logsSettled();
      expect(completed(t, 'slow request')).toContain('40 /settings/getMaintenanceMode 200');
      // The line names the request by the id its answer carried, so the two can be matched.
      const line = t.logs.find((entry) => entry.msg === 'slow request');
      expect(line?.reqId).toBe(answer.headers['x-request-id']);
    } finally {
      await t.close();
    }
  });
});
