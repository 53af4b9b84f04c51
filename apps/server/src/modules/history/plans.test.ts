import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Database } from '../../db/client';
import { mostRowsRead, nodesOf, plansOf } from '../../../test/query-plans';
import { createTestDatabase } from '../../../test/test-app';
import { activityOf } from './activity';

const entries = 20_000;

/** A user with `entries` airdrops of 1 ACE base unit, one second apart, posted in one transaction. */
async function userWithLongHistory(database: Database) {
  const client = await database.pool.connect();
  try {
    await client.query('BEGIN');
    const user = await client.query<{ id: string }>(`
      INSERT INTO users (public_address, email, username, nonce, referral_code)
      VALUES ('0x${'ab'.repeat(20)}', 'long@example.com', 'long', 'x', 'long-history') RETURNING id`);
    const userId = user.rows[0]!.id;
    await client.query(
      `INSERT INTO ledger_accounts (user_id, asset, bucket, balance, is_system) VALUES ($1, 'ACE', 'active', $2, false)`,
      [userId, entries],
    );
    await client.query(
      `INSERT INTO ledger_accounts (user_id, asset, bucket, balance, is_system) VALUES (NULL, 'ACE', 'airdrops', -$1::numeric, true)
      ON CONFLICT (asset, bucket) WHERE user_id IS NULL DO UPDATE SET balance = ledger_accounts.balance - $1::numeric`,
      [entries],
    );
    await client.query(
      `
      WITH made AS (
        INSERT INTO ledger_entries (kind, user_id, created_at)
        SELECT 'airdrop', $1, now() - n * interval '1 second' FROM generate_series(1, ${entries}) AS g (n)
        RETURNING id, created_at
      ), accounts AS (
        SELECT (SELECT id FROM ledger_accounts WHERE user_id = $1) AS own,
          (SELECT id FROM ledger_accounts WHERE user_id IS NULL AND asset = 'ACE' AND bucket = 'airdrops') AS airdrops
      )
      INSERT INTO ledger_postings (entry_id, account_id, asset, amount, created_at)
      SELECT made.id, accounts.own, 'ACE', 1, made.created_at FROM made, accounts
      UNION ALL SELECT made.id, accounts.airdrops, 'ACE', -1, made.created_at FROM made, accounts`,
      [userId],
    );
    await client.query('COMMIT');
    await client.query('ANALYZE');
    return userId;
  } finally {
    client.release();
  }
}

describe('the activity list of a user with a long history', () => {
  let database: Database;
  let userId: string;
  beforeAll(async () => {
    database = connectDatabase(await createTestDatabase(), { max: 2 });
    userId = await userWithLongHistory(database);
  }, 60_000);
  afterAll(() => database.close());

  it('reads a page, first or deep, from the per-account time index: a page of lines, not the whole history', async () => {
    const first = await activityOf(database.db, userId, { limit: 20 });
    expect(first.items).toHaveLength(20);
    let cursor = first.next_cursor!;
    for (let page = 0; page < 50; page += 1)
      cursor = (await activityOf(database.db, userId, { limit: 20, cursor })).next_cursor!;
    for (const page of [
      { limit: 20 },
      { limit: 20, cursor },
      { limit: 20, token: 'ACE' as const, kind: 'airdrop' as const },
    ]) {
      const plans = await plansOf(database.pool, (db) => activityOf(db, userId, page), { analyze: true });
      const indexes = plans.flatMap(nodesOf).flatMap((node) => node['Index Name'] ?? []);
      expect(indexes).toContain('ledger_postings_account_time_idx');
      expect(mostRowsRead(plans, 'ledger_postings')).toBeLessThan(200);
      expect(mostRowsRead(plans, 'ledger_entries')).toBeLessThan(200);
    }
  });

  it('still pages through every line once, newest first', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    let dates: string[] = [];
    do {
      const page = await activityOf(database.db, userId, { limit: 100, cursor });
      seen.push(...page.items.map((item) => item.id));
      dates = dates.concat(page.items.map((item) => item.date));
      cursor = page.next_cursor ?? undefined;
    } while (cursor);
    expect(new Set(seen).size).toBe(entries);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});
