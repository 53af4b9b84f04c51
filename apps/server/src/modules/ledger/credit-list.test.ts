import { parseAmount } from '@dappx/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsOperator } from '../../../test/operator-sign-in';
import { signUp } from '../../../test/signed-in';
import { createTestApp } from '../../../test/test-app';

type Headers = Record<string, string>;
type Listed = { credits: { id: string; reason: string }[]; total: number };

describe("the console's list of credits", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let finance: Headers;
  beforeAll(async () => {
    t = await createTestApp({ DEMO_MODE: 'true' });
    finance = (await signInAsOperator(t.app, t.db, 'finance')).headers;
  }, 120_000);
  afterAll(() => t.close());

  const list = async (query: string) =>
    (await t.app.inject({ url: `/admin/api/credits?${query}`, headers: finance })).json() as Listed;

  it('pages on the server, newest first, with the total of what the search and status match', async () => {
    const user = await signUp(t.app);
    const ids: string[] = [];
    for (const reason of ['Paging drop one', 'Paging drop two', 'Paging drop three']) {
      const credited = await t.app.inject({
        method: 'POST',
        url: '/admin/api/credits',
        headers: finance,
        payload: { address: user.address, token: 'ACE', amount: parseAmount('1')!.toString(), reason },
      });
      expect(credited.statusCode).toBe(201);
      ids.push(credited.json().id as string);
    }
    await signUp(t.app).then((other) =>
      t.app.inject({
        method: 'POST',
        url: '/admin/api/credits',
        headers: finance,
        payload: { address: other.address, token: 'ACE', amount: '1', reason: 'Another drop' },
      }),
    );

    const first = await list('q=paging%20drop&limit=2');
    expect(first.total).toBe(3);
    expect(first.credits.map((credit) => credit.id)).toEqual([ids[2], ids[1]]);
    const second = await list('q=paging%20drop&limit=2&offset=2');
    expect(second).toMatchObject({ total: 3, credits: [{ id: ids[0] }] });
    // The address matches in any case, in part.
    const byAddress = await list(`q=${user.address.slice(2, 14).toUpperCase()}`);
    expect(byAddress.credits.map((credit) => credit.id).sort()).toEqual([...ids].sort());
    expect((await list('status=rejected&q=paging')).total).toBe(0);
    expect((await list('limit=1')).total).toBeGreaterThanOrEqual(4);
  });
});
