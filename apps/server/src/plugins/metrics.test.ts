import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackgroundLoop } from '../lib/background-loop';
import { postEntry, systemAccount } from '../modules/ledger';
import { createTestApp } from '../../test/test-app';
import { countRateLimitRefusal } from '../lib/process-metrics';

const token = 'metrics-token-for-the-test-0123456789';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('/metrics', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: token });
  });
  afterAll(() => t.close());

  const scrape = () => t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } });

  it('refuses a scrape without the token or with another one, in our error shape', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789abcdef', `Basic ${token}`, token]) {
      const response = await t.app.inject({
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        message: 'The metrics need the header Authorization: Bearer <METRICS_TOKEN>.',
        code: 'UNAUTHORIZED',
      });
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    }
  });

  it('counts requests by route pattern and status, never by the URL a client sent', async () => {
    await t.app.inject({ url: '/v1/catalogue/charts/defi' });
    await t.app.inject({ url: '/v1/catalogue/charts/defi' });
    await t.app.inject({ url: '/users/a-session-token-nobody-may-see/main/balance' });
    await t.app.inject({ url: '/v1/no-such-thing-here', headers: { accept: 'application/json' } });

    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    const text = response.body;
    expect(text).toContain('# TYPE dappx_http_requests_total counter');
    expect(text).toMatch(
      /^dappx_http_requests_total\{method="GET",route="\/v1\/catalogue\/charts\/:category",status_code="200"\} 2$/m,
    );
    expect(text).toMatch(
      /^dappx_http_request_duration_seconds_count\{method="GET",route="\/v1\/catalogue\/charts\/:category",status_code="200"\} 2$/m,
    );
    expect(text).toMatch(
      /^dappx_http_requests_total\{method="GET",route="\/users\/:token\/:bucket\/balance",/m,
    );
    expect(text).toMatch(
      /^dappx_http_requests_total\{method="GET",route="unmatched",status_code="404"\} 1$/m,
    );
    expect(text).not.toContain('charts/defi');
    expect(text).not.toContain('a-session-token-nobody-may-see');
    expect(text).not.toContain('no-such-thing-here');
  });

  it('shows the database pool and the process', async () => {
    const text = (await scrape()).body;
    expect(text).toMatch(/^dappx_db_pool_size \d+$/m);
    expect(text).toMatch(/^dappx_db_pool_idle \d+$/m);
    expect(text).toMatch(/^dappx_db_pool_waiting 0$/m);
    expect(text).toMatch(/^dappx_db_pool_max 4$/m);
    expect(text).toMatch(/^process_cpu_user_seconds_total /m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
  });

  it('counts ledger entries, their failures and rate-limit refusals', async () => {
    await postEntry(t.db, {
      kind: 'metrics-test',
      lines: [
        { account: systemAccount('ACE', 'airdrops'), amount: -5n },
        { account: systemAccount('ACE', 'rewards_pool'), amount: 5n },
      ],
    });
    await expect(
      postEntry(t.db, {
        kind: 'metrics-test',
        lines: [{ account: systemAccount('ACE', 'airdrops'), amount: -5n }],
      }),
    ).rejects.toThrow('balance');
    countRateLimitRefusal('sign-in');

    const text = (await scrape()).body;
    expect(text).toMatch(/^dappx_ledger_entries_posted_total\{kind="metrics-test"\} 1$/m);
    expect(text).toMatch(/^dappx_ledger_entries_failed_total\{kind="metrics-test",reason="error"\} 1$/m);
    expect(text).toMatch(/^dappx_rate_limit_refusals_total\{limit="sign-in"\} 1$/m);
  });

  it('shows the background loops: rounds, failures and lag', async () => {
    let rounds = 0;
    const loop = startBackgroundLoop({
      name: 'metrics-loop',
      everyMs: 20,
      db: t.db,
      log: t.app.log,
      tick: async () => {
        rounds += 1;
        if (rounds === 2) throw new Error('one bad round');
      },
    });
    try {
      while (rounds < 4) await sleep(20);
      const text = (await scrape()).body;
      expect(text).toMatch(/^dappx_background_loop_ticks_total\{loop="metrics-loop",outcome="done"\} [1-9]/m);
      expect(text).toMatch(/^dappx_background_loop_ticks_total\{loop="metrics-loop",outcome="failed"\} 1$/m);
      expect(text).toMatch(/^dappx_background_loop_errors_total\{loop="metrics-loop",cause="other"\} 1$/m);
      expect(text).toMatch(/^dappx_background_loop_lag_seconds\{loop="metrics-loop"\} \d/m);
      expect(text).toMatch(/^dappx_background_loop_tick_duration_seconds_count\{loop="metrics-loop"\} \d/m);
    } finally {
      await loop.stop();
    }
    expect((await scrape()).body).not.toMatch(/^dappx_background_loop_lag_seconds\{loop="metrics-loop"\}/m);
  });

  it('shows what /readyz found', async () => {
    await t.app.inject({ url: '/readyz' });
    const text = (await scrape()).body;
    expect(text).toMatch(/^dappx_readiness_check\{check="database"\} 1$/m);
    expect(text).toMatch(/^dappx_readiness_check\{check="migrations"\} 1$/m);
  });
});

describe('/metrics without METRICS_TOKEN', () => {
  it('does not exist', async () => {
    const t = await createTestApp();
    try {
      const response = await t.app.inject({
        url: '/metrics',
        headers: { accept: 'application/json', authorization: 'Bearer anything-at-all-here' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    } finally {
      await t.close();
    }
  });
});
