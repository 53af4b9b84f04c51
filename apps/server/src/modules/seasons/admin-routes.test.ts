import { describe, expect, it } from 'vitest';
import { consoleListUnderTest } from '../../../test/console-list';

type Listed = { seasons: { id: string; name: string }[]; total: number };

describe("the console's list of seasons", () => {
  const c = consoleListUnderTest('finance', '/admin/api/seasons');
  const { list } = c;

  it('pages on the server in collecting order, with the total of the seasons whose name holds the text', async () => {
    const ids: string[] = [];
    for (const [name, days] of [
      ['Paging spring', 1],
      ['Paging summer', 2],
      ['Paging autumn', 3],
      ['Other season', 4],
    ] as const) {
      const created = await c.t.app.inject({
        method: 'POST',
        url: '/admin/api/seasons',
        headers: c.headers,
        payload: { name, min_amount: '1', max_amount: '2', collect_days: days, lock_days: 1 },
      });
      expect(created.statusCode).toBe(201);
      ids.push(created.json().id as string);
    }

    const first = (await list('q=PAGING&limit=2')).json() as Listed;
    expect(first.total).toBe(3);
    expect(first.seasons.map((season) => season.id)).toEqual(ids.slice(0, 2));
    const second = (await list('q=paging&limit=2&offset=2')).json() as Listed;
    expect(second).toMatchObject({ total: 3, seasons: [{ id: ids[2] }] });
    expect(((await list('q=nothing%20named%20so')).json() as Listed).total).toBe(0);
    expect(((await list('limit=1')).json() as Listed).total).toBeGreaterThanOrEqual(4);
    // Never unbounded: a page holds at most 500, and the query is the schema's.
    expect((await list('limit=501')).statusCode).toBe(400);
    expect((await list('sort=name')).statusCode).toBe(400);
  });
});
