import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consoleListUnderTest } from '../../../test/console-list';

type Listed = { changes: { id: string }[]; total: number };

describe("the console's list of staking settings changes", () => {
  const c = consoleListUnderTest('finance', '/admin/api/staking-settings/changes');
  const { list } = c;

  /** A change as a raise above its threshold leaves one, asked `minutes` ago. */
  async function change(status: 'pending' | 'rejected', minutes: number) {
    const decided = status === 'pending' ? null : 'someone else';
    const rows = await c.t.db.execute<{ id: string }>(sql`
      INSERT INTO staking_setting_changes (token, changes, status, requested_by, requested_at, decided_by, decided_at)
      VALUES ('DAPPX', '{"mining_rate": "1"}'::jsonb, ${status}, 'asker',
        now() - make_interval(mins => ${minutes}), ${decided}, ${decided === null ? null : new Date()})
      RETURNING id`);
    return String(rows.rows[0]!.id);
  }

  it('pages on the server, newest first, with the total of a status', async () => {
    const oldest = await change('pending', 3);
    const middle = await change('pending', 2);
    const newest = await change('pending', 1);
    await change('rejected', 1);

    const first = (await list('status=pending&limit=2')).json() as Listed;
    expect(first.total).toBe(3);
    expect(first.changes.map((one) => one.id)).toEqual([newest, middle]);
    expect((await list('status=pending&limit=2&offset=2')).json()).toMatchObject({
      total: 3,
      changes: [{ id: oldest }],
    });
    expect(((await list('')).json() as Listed).total).toBe(4);
    // Never unbounded: a page holds at most 500, and the query is the schema's.
    expect((await list('limit=501')).statusCode).toBe(400);
    expect((await list('status=waiting')).statusCode).toBe(400);
  });
});
