import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsOperator } from '../../../test/operator-sign-in';
import { createTestApp } from '../../../test/test-app';

// Caches far longer than a test: only the announcement of the change can make a replica read afresh.
const longCache = { CATALOGUE_CACHE_MS: '600000' };

describe('a catalogue change on one replica', () => {
  let one: Awaited<ReturnType<typeof createTestApp>>;
  let other: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    one = await createTestApp(longCache);
    other = await createTestApp(longCache, one.databaseUrl);
  }, 120_000);
  afterAll(async () => {
    await other.close();
    await one.close();
  });

  it('is served at once by another replica on the same database, whose caches it clears', async () => {
    const search = async () =>
      (await other.app.inject({ method: 'GET', url: '/v1/search?q=uniswap' }))
        .json()
        .results.map((result: { _id: string }) => result._id);
    expect(await search()).toContain('uniswap');

    const editor = await signInAsOperator(one.app, one.db, 'editor');
    const hidden = await one.app.inject({
      method: 'POST',
      url: '/admin/api/catalogue/rows/uniswap/hidden',
      headers: editor.headers,
      payload: { table: 'apps', hidden: true },
    });
    expect(hidden.statusCode).toBe(200);
    await expect.poll(search, { timeout: 2_000, interval: 50 }).not.toContain('uniswap');
  });
});
