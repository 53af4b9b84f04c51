import { execFileSync } from 'node:child_process';
import pg from 'pg';
import { combined, inTurns, load, type LoadOptions, type Result } from './load';
import { seedTenThousandApps } from './process';
import { signUp } from './transfers';

/**
 * The growth run: the same signed-in calls on the bench's small database and on a store that holds
 * 100,000 users and 1,000,000 ledger entries (20,000 of them the measured user's). A call whose p99 grows
 * by more than 1.5x reads more than its page.
 */
export type ScaleRow = { call: string; small: Result; large: Result };

const scaleUsers = 100_000;
const scaleEntries = 1_000_000;
const ownEntries = 20_000;
const smallEntries = 50;

/**
 * Airdrop entries of 1 ACE base unit each, two balanced lines per entry, one second apart: one per row
 * (n, user_id) of `owners`, n counting from 1 to `count`.
 */
async function seedAirdrops(client: pg.Client, count: number, owners: string) {
  await client.query(`
    CREATE TEMP TABLE bench_entries (id bigint, user_id uuid, created_at timestamptz) ON COMMIT DROP;
    WITH made AS (
      INSERT INTO ledger_entries (kind, user_id, memo, created_at)
      SELECT 'airdrop', owner.user_id, 'bench', now() - (${count} - owner.n) * interval '1 second'
      FROM (${owners}) AS owner (n, user_id)
      ORDER BY owner.n
      RETURNING id, user_id, created_at
    ) INSERT INTO bench_entries SELECT * FROM made`);
  // Fresh statistics, or the planner takes the new rows for the few it last counted and loops over them.
  await client.query('ANALYZE bench_entries');
  await client.query(`
    INSERT INTO ledger_accounts (user_id, asset, bucket, is_system)
    SELECT DISTINCT user_id, 'ACE', 'active', false FROM bench_entries
    ON CONFLICT (user_id, asset, bucket) WHERE user_id IS NOT NULL DO NOTHING;
    INSERT INTO ledger_accounts (user_id, asset, bucket, is_system) VALUES (NULL, 'ACE', 'airdrops', true)
    ON CONFLICT (asset, bucket) WHERE user_id IS NULL DO NOTHING;
    ANALYZE ledger_accounts;
    INSERT INTO ledger_postings (entry_id, account_id, asset, amount, created_at)
    SELECT e.id, a.id, 'ACE', 1, e.created_at FROM bench_entries e
      JOIN ledger_accounts a ON a.user_id = e.user_id AND a.asset = 'ACE' AND a.bucket = 'active'
    UNION ALL
    SELECT e.id, (SELECT id FROM ledger_accounts WHERE user_id IS NULL AND asset = 'ACE' AND bucket = 'airdrops'),
      'ACE', -1, e.created_at FROM bench_entries e;
    UPDATE ledger_accounts a SET balance = a.balance + c.n
    FROM (SELECT user_id, count(*) AS n FROM bench_entries GROUP BY user_id) c
    WHERE a.user_id = c.user_id AND a.asset = 'ACE' AND a.bucket = 'active';
    UPDATE ledger_accounts SET balance = balance - ${count}
    WHERE user_id IS NULL AND asset = 'ACE' AND bucket = 'airdrops';
    INSERT INTO ledger_external_entry_counts AS counted (user_id, asset, entries)
    SELECT user_id, 'ACE', count(*) FROM bench_entries GROUP BY user_id
    ON CONFLICT (user_id, asset) DO UPDATE SET entries = counted.entries + excluded.entries`);
}

const oneOwner = (userId: string, count: number) =>
  `SELECT n, '${userId}'::uuid FROM generate_series(1, ${count}) AS g (n)`;

/**
 * In one transaction; the ledger's triggers are skipped (each entry balances by construction), so the seed
 * keeps what they would: the balances, and the history's totals per user and asset.
 */
async function inTransaction(databaseUrl: string, work: (client: pg.Client) => Promise<void>) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("BEGIN; SET LOCAL session_replication_role = 'replica'");
    await work(client);
    await client.query('COMMIT');
    // Vacuumed now, so autovacuum does not wake up on the million new rows while the calls are measured;
    // the checkpoint the seed's WAL calls for is taken now, and the files it wrote are flushed to disk now
    // (the bench's PostgreSQL runs without fsync, so the kernel would write them back during the calls).
    await client.query('VACUUM ANALYZE');
    await client.query('CHECKPOINT');
    execFileSync('sync');
  } finally {
    await client.end();
  }
}

async function seedLargeStore(databaseUrl: string, userId: string) {
  await inTransaction(databaseUrl, async (client) => {
    await client.query(`
      INSERT INTO users (public_address, email, username, nonce, referral_code)
      SELECT '0x' || lpad(to_hex(n), 40, '0'), 'scale' || n || '@example.com', 'scale' || n, 'x', 'scale-' || n
      FROM generate_series(1, ${scaleUsers}) AS g (n)`);
    await client.query(`
      CREATE TEMP TABLE bench_users ON COMMIT DROP AS
      SELECT row_number() OVER (ORDER BY id) - 1 AS k, id FROM users WHERE referral_code LIKE 'scale-%';
      ANALYZE bench_users`);
    const others = scaleEntries - ownEntries;
    await seedAirdrops(
      client,
      others,
      `SELECT n, u.id FROM generate_series(1, ${others}) AS g (n) JOIN bench_users u ON u.k = n % ${scaleUsers}`,
    );
    await client.query('DROP TABLE bench_entries');
    await seedAirdrops(client, ownEntries, oneOwner(userId, ownEntries));
  });
}

function signedInCalls(session: string) {
  const headers = { 'session-id': session };
  const call = (path: string) => () => ({ path, headers });
  return [
    { call: 'history page: GET /users/activity', next: call('/users/activity?limit=20') },
    {
      call: 'history page: GET /users/acent/transactionsHistory',
      next: call('/users/acent/transactionsHistory?limit=10'),
    },
    { call: 'balance read: GET /users/acent/active/balance', next: call('/users/acent/active/balance') },
    { call: 'statement: GET /users/getTransactions', next: call('/users/getTransactions') },
    {
      call: 'search: GET /v1/search, every query different',
      next: () => ({
        path: `/v1/search?q=${encodeURIComponent(`${['swap', 'kitt', 'arena', 'meta'][Math.floor(Math.random() * 4)]} ${Math.floor(Math.random() * 10_000)}`)}`,
      }),
    },
  ];
}

/** One of the two stores the growth run compares: an API process and its own database. */
export type Store = { apiUrl: string; databaseUrl: string };

/**
 * The small store (the bench's own database, its measured user with 50 entries) and the large one (its own
 * database and API process: 100,000 users, 1,000,000 entries, 20,000 of them its measured user's), each
 * with the bench's 10,000 apps. Each call is measured on both in turns (`inTurns`).
 */
export async function benchScale(small: Store, large: Store, options: LoadOptions) {
  await Promise.all([seedTenThousandApps(small.databaseUrl), seedTenThousandApps(large.databaseUrl)]);
  const smallUser = await signUpWithId(small.apiUrl, small.databaseUrl);
  await inTransaction(small.databaseUrl, (client) =>
    seedAirdrops(client, smallEntries, oneOwner(smallUser.id, smallEntries)),
  );
  const largeUser = await signUpWithId(large.apiUrl, large.databaseUrl);
  const started = Date.now();
  await seedLargeStore(large.databaseUrl, largeUser.id);
  console.log(
    `Scale run: seeded ${scaleUsers} users and ${scaleEntries} ledger entries in ${((Date.now() - started) / 1000).toFixed(0)} s.`,
  );
  const largeCalls = signedInCalls(largeUser.session);
  const rows: ScaleRow[] = [];
  for (const [index, { call, next }] of signedInCalls(smallUser.session).entries()) {
    const [smallRuns, largeRuns] = await inTurns(
      () => load(call, small.apiUrl, options, next),
      () => load(call, large.apiUrl, options, largeCalls[index]!.next),
    );
    rows.push({ call, small: combined(smallRuns), large: combined(largeRuns) });
  }
  return rows;
}

/** The measured user: signed up through the API like any other, found by their wallet's address. */
async function signUpWithId(apiUrl: string, databaseUrl: string) {
  const { session, address } = await signUp(apiUrl, 'scale');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const found = await client.query<{ id: string }>(
      'SELECT id FROM users WHERE lower(public_address) = lower($1)',
      [address],
    );
    return { session, id: found.rows[0]!.id };
  } finally {
    await client.end();
  }
}
