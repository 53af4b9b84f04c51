import { expect } from 'vitest';
import { signInAsOperator } from './operator-sign-in';
import type { createTestApp } from './test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * An editor hides Uniswap through `one`; `other`, on the same database, must stop finding it in search
 * within `withinMs`: its caches cleared by the change's notification, not by their expiry.
 */
export async function expectHiddenAppLeavesOtherSearch(one: TestApp, other: TestApp, withinMs: number) {
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
  expect(hidden.statusCode, hidden.body).toBe(200);
  await expect.poll(search, { timeout: withinMs, interval: 50 }).not.toContain('uniswap');
}
