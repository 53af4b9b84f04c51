import { parseAmount } from '@dappx/shared';
import { describe, expect, it } from 'vitest';
import { consoleListUnderTest } from '../../../test/console-list';
import { signUp } from '../../../test/signed-in';

type Listed = { credits: { id: string; reason: string }[]; total: number };

describe("the console's list of credits", () => {
  const c = consoleListUnderTest('finance', '/admin/api/credits', { DEMO_MODE: 'true' });
  const list = async (query: string) => (await c.list(query)).json() as Listed;

  it('pages on the server, newest first, with the total of what the search and status match', async () => {
    const user = await signUp(c.t.app);
    const ids: string[] = [];
    for (const reason of ['Paging drop one', 'Paging drop two', 'Paging drop three']) {
      const credited = await c.t.app.inject({
        method: 'POST',
        url: '/admin/api/credits',
        headers: c.headers,
        payload: { address: user.address, token: 'ACE', amount: parseAmount('1')!.toString(), reason },
      });
      expect(credited.statusCode).toBe(201);
      ids.push(credited.json().id as string);
    }
    await signUp(c.t.app).then((other) =>
      c.t.app.inject({
        method: 'POST',
        url: '/admin/api/credits',
        headers: c.headers,
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
