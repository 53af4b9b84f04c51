import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Database } from '../../db/client';
import { mostRowsRead, nodesOf, plansOf, type PlanNode } from '../../../test/query-plans';
import { createTestDatabase } from '../../../test/test-app';
import { activityOf } from './activity';
import { latestTransactions, transactionsHistory } from './service';

const entries = 20_000;

/**
 * A user with `count` airdrops of 1 ACE base unit, one second apart (the newest first in id order), posted
 * in transactions of `batch` entries: each entry's history total is kept at its transaction's commit, and
 * a commit of many more for one user would rewrite the same total row that many times.
 */
async function userWithLongHistory(
  database: Database,
  { name = 'long', hexPair = 'ab', count = entries, batch = 2_000 } = {},
) {
  const client = await database.pool.connect();
  try {
    await client.query('BEGIN');
    const user = await client.query<{ id: string }>(`
      INSERT INTO users (public_address, email, username, nonce, referral_code)
      VALUES ('0x${hexPair.repeat(20)}', '${name}@example.com', '${name}', 'x', '${name}-history') RETURNING id`);
    const userId = user.rows[0]!.id;
    await client.query(
      `INSERT INTO ledger_accounts (user_id, asset, bucket, balance, is_system) VALUES ($1, 'ACE', 'active', $2, false)`,
      [userId, count],
    );
    await client.query(
      `INSERT INTO ledger_accounts (user_id, asset, bucket, balance, is_system) VALUES (NULL, 'ACE', 'airdrops', -$1::numeric, true)
      ON CONFLICT (asset, bucket) WHERE user_id IS NULL DO UPDATE SET balance = ledger_accounts.balance - $1::numeric`,
      [count],
    );
    await client.query('COMMIT');
    for (let first = 1; first <= count; first += batch)
      await client.query(
        `
      WITH made AS (
        INSERT INTO ledger_entries (kind, user_id, created_at)
        SELECT 'airdrop', $1, now() - n * interval '1 second'
        FROM generate_series(${first}, ${Math.min(count, first + batch - 1)}) AS g (n)
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
    // Vacuumed as a long-lived table is: fresh statistics and visibility map.
    await client.query('VACUUM ANALYZE');
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

/**
 * `count` users with one airdrop each: most accounts then hold a line or two, as in a store with many
 * users, which is what the planner expects of any one account it has not looked up yet.
 */
async function crowdWithOneAirdropEach(database: Database, count: number) {
  await database.pool.query(`
    WITH crowd AS (
      INSERT INTO users (public_address, email, username, nonce, referral_code)
      SELECT '0x' || lpad(to_hex(n), 40, '0'), 'crowd' || n || '@example.com', 'crowd' || n, 'x', 'crowd-' || n
      FROM generate_series(1, ${count}) AS g (n) RETURNING id
    ), accounts AS (
      INSERT INTO ledger_accounts (user_id, asset, bucket, balance, is_system)
      SELECT id, 'ACE', 'active', 1, false FROM crowd RETURNING id, user_id
    ), made AS (
      INSERT INTO ledger_entries (kind, user_id) SELECT 'airdrop', user_id FROM accounts RETURNING id, user_id
    ), airdrops AS (
      UPDATE ledger_accounts SET balance = balance - ${count}
      WHERE user_id IS NULL AND asset = 'ACE' AND bucket = 'airdrops' RETURNING id
    )
    INSERT INTO ledger_postings (entry_id, account_id, asset, amount)
    SELECT made.id, accounts.id, 'ACE', 1 FROM made JOIN accounts USING (user_id)
    UNION ALL SELECT made.id, airdrops.id, 'ACE', -1 FROM made, airdrops`);
  await database.pool.query('VACUUM ANALYZE');
}

describe('the deposits and withdrawals, and the statement, of a user with a long history', () => {
  let database: Database;
  let userId: string;
  beforeAll(async () => {
    database = connectDatabase(await createTestDatabase(), { max: 2 });
    // Most of the ledger is other users', as in a store with many: reading it all would not pay.
    await userWithLongHistory(database, { name: 'busy', hexPair: 'cd', count: 5 * entries });
    userId = await userWithLongHistory(database);
    await crowdWithOneAirdropEach(database, 20_000);
  }, 120_000);
  afterAll(() => database.close());

  const ledgerReads = (plan: PlanNode) =>
    nodesOf(plan).filter((node) => /^ledger_(entries|postings)/.test(node['Relation Name'] ?? ''));

  it('reads a page of transactionsHistory by its entries, and its total as one kept row', async () => {
    const page = await transactionsHistory(database.db, userId, 'ACE', { offset: 20, limit: 10 });
    expect(page.total_rows).toBe(entries);
    expect(page.txs.map((tx) => [tx.type, tx.amount, tx.status])).toEqual(
      Array(10).fill(['deposit', '0.000000000000000001', 'completed']),
    );
    const [, rows, count] = await plansOf(
      database.pool,
      (db) => transactionsHistory(db, userId, 'ACE', { offset: 20, limit: 10 }),
      { analyze: true },
    );
    expect(mostRowsRead([rows!], 'ledger_entries')).toBeLessThan(200);
    expect(mostRowsRead([rows!], 'ledger_postings')).toBeLessThan(200);
    expect(nodesOf(rows!).map((node) => node['Node Type'])).not.toContain('Sort');
    // The total reads none of the user's entries or lines: one row kept for the user and asset.
    expect(ledgerReads(count!)).toEqual([]);
    expect(nodesOf(count!).map((node) => [node['Node Type'], node['Index Name']])).toEqual([
      ['Index Scan', 'ledger_external_entry_counts_user_id_asset_pk'],
    ]);
    expect(mostRowsRead([count!], 'ledger_external_entry_counts')).toBe(1);
  });

  it('reads getTransactions’ 50 entries and their own lines, not every line of the user', async () => {
    const latest = await latestTransactions(database.db, userId);
    expect(latest).toHaveLength(50);
    expect(latest[0]!.postings).toEqual([{ token: 'ACE', bucket: 'active', amount: '0.000000000000000001' }]);
    const plans = await plansOf(database.pool, (db) => latestTransactions(db, userId), { analyze: true });
    expect(mostRowsRead(plans, 'ledger_postings')).toBeLessThan(200);
    expect(mostRowsRead(plans, 'ledger_entries')).toBeLessThan(200);
  });
});
