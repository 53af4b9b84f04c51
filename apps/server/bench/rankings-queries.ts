import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { chartCategories, rankingsSorts, rankingsWindows } from '@dappx/shared';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { connectDatabase, type DbExecutor } from '../src/db/client';
import { latestMigrationHash } from '../src/db/migrate';
import { pricedTokensOf, rebuildHours, refreshWindowFigures } from '../src/modules/rankings';
import { realChainsEnv } from '../test/real-chains-env';
import { databaseFor } from './rankings';

/** The scale: 1,000 apps, 10,000,000 transactions from 1,000,000 addresses over 62 days. */
export const rankingsQueryScale = { apps: 1_000, transactions: 10_000_000, addresses: 1_000_000, days: 62 };
const transfers = 1_000_000;
const requestsPerEndpoint = 400;

export type RankingsQueryRow = { endpoint: string; requests: number; p50Ms: number; p99Ms: number };
export type RankingsQueriesBench = {
  seedSeconds: number;
  hoursSeconds: number;
  measureSeconds: number;
  rows: RankingsQueryRow[];
};

/** A contract address per app (the second, its layer-2 contract), as SQL of an integer `n`. */
const contractOf = (layer: 1 | 2) => `'0x' || lpad(to_hex(${layer} * 1000000 + n), 40, '0')`;

/**
 * The apps and their contracts (every fourth also on the layer-2), then the transactions: apps and
 * senders drawn unevenly (a few apps and wallets busy, a long tail quiet), over 62 days of hours.
 */
async function seedApps(db: DbExecutor, l1: number, l2: number) {
  const { apps } = rankingsQueryScale;
  await db.execute(
    sql.raw(`
    INSERT INTO catalogue_apps (slug, name, href, image, category, contracts)
    SELECT 'ranked-' || n, 'Ranked app ' || n, 'https://ranked-' || n || '.example', '/media/art/bench.svg',
           (ARRAY['defi','game','nft','exchange'])[1 + n % 4],
           jsonb_build_array(jsonb_build_object('chain', 'ethereum', 'address', ${contractOf(1)}))
             || CASE WHEN n % 4 = 0 THEN jsonb_build_array(jsonb_build_object('chain', 'immutable-zkevm',
                  'address', ${contractOf(2)})) ELSE '[]'::jsonb END
    FROM generate_series(0, ${apps - 1}) n`),
  );
  await db.execute(
    sql.raw(`
    INSERT INTO rankings_chains (chain_id, genesis_hash, next_block)
    VALUES (${l1}, '0x' || repeat('1', 64), 3000000), (${l2}, '0x' || repeat('2', 64), 3000000);
    INSERT INTO rankings_contracts (chain_id, address, app_slug, next_block)
    SELECT ${l1}, ${contractOf(1)}, 'ranked-' || n, 3000000 FROM generate_series(0, ${apps - 1}) n
    UNION ALL
    SELECT ${l2}, ${contractOf(2)}, 'ranked-' || n, 3000000 FROM generate_series(0, ${apps - 1}, 4) n`),
  );
}

/**
 * The transactions' key and indexes, dropped while 10 M rows go in and built again once after: the
 * same indexes the migrations make, sorted in one pass rather than grown row by row.
 */
const transactionIndexes = {
  drop: `
    ALTER TABLE rankings_transactions DROP CONSTRAINT rankings_transactions_chain_id_tx_hash_app_slug_pk;
    DROP INDEX rankings_transactions_app_time_idx;
    DROP INDEX rankings_transactions_chain_block_idx;
    DROP INDEX rankings_transactions_app_chain_time_idx;`,
  build: `
    ALTER TABLE rankings_transactions ADD CONSTRAINT rankings_transactions_chain_id_tx_hash_app_slug_pk
      PRIMARY KEY (chain_id, tx_hash, app_slug);
    CREATE INDEX rankings_transactions_app_time_idx ON rankings_transactions (app_slug, block_time);
    CREATE INDEX rankings_transactions_chain_block_idx ON rankings_transactions (chain_id, block_number);
    CREATE INDEX rankings_transactions_app_chain_time_idx ON rankings_transactions (app_slug, chain_id, block_time);`,
};

/** The same for the hourly wallets, around the indexer's own rebuild of the hours. */
const walletHourIndexes = {
  drop: `
    SET maintenance_work_mem = '1GB';
    ALTER TABLE rankings_hourly_wallets DROP CONSTRAINT rankings_hourly_wallets_app_slug_chain_id_hour_wallet_pk;
    DROP INDEX rankings_hourly_wallets_hour_idx;`,
  build: `
    ALTER TABLE rankings_hourly_wallets ADD CONSTRAINT rankings_hourly_wallets_app_slug_chain_id_hour_wallet_pk
      PRIMARY KEY (app_slug, chain_id, hour, wallet);
    CREATE INDEX rankings_hourly_wallets_hour_idx ON rankings_hourly_wallets (hour);`,
};

async function seedTransactions(db: DbExecutor, l1: number, l2: number) {
  const { apps, transactions, addresses, days } = rankingsQueryScale;
  const app = `floor(${apps} * power(random(), 2))::int`;
  await db.execute(sql.raw(`SET maintenance_work_mem = '1GB'; ${transactionIndexes.drop}`));
  await db.execute(
    sql.raw(`
    INSERT INTO rankings_transactions (chain_id, tx_hash, app_slug, block_number, block_time, from_address,
      to_address, value, status, not_counted)
    SELECT CASE WHEN l2 THEN ${l2} ELSE ${l1} END, '0x' || md5(i::text) || md5((-i)::text), 'ranked-' || n,
           (3000000 - extract(epoch FROM age)::bigint / 2), now() - age,
           '0x' || lpad(to_hex(floor(${addresses} * power(random(), 1.5))::int), 40, '0'),
           CASE WHEN l2 THEN ${contractOf(2)} ELSE ${contractOf(1)} END,
           CASE WHEN random() < 0.5 THEN floor(random() * 1e18)::numeric ELSE 0 END,
           status, CASE WHEN status = 'reverted' THEN 'reverted' END
    FROM (SELECT i, n, n % 4 = 0 AND random() < 0.3 AS l2, random() * interval '${days} days' AS age,
                 CASE WHEN random() < 0.02 THEN 'reverted' ELSE 'success' END AS status
          FROM (SELECT i, ${app} AS n FROM generate_series(1, ${transactions}) i) drawn) rows;
    ${transactionIndexes.build}
    INSERT INTO rankings_transfers (chain_id, tx_hash, log_index, app_slug, block_number, block_time, token,
      from_address, to_address, amount, not_counted)
    SELECT chain_id, tx_hash, 0, app_slug, block_number, block_time,
           '0x1000000000000000000000000000000000000001', from_address, to_address,
           floor(random() * 1e20)::numeric, NULL
    FROM rankings_transactions WHERE chain_id = ${l1} AND status = 'success' LIMIT ${transfers};
    INSERT INTO rankings_prices (symbol, hour, usd)
    SELECT symbol, date_trunc('hour', now()) - h * interval '1 hour', usd * (1 + 0.1 * sin(h / 24.0))
    FROM (VALUES ('ETH', 3150), ('ACE', 2), ('DAPPX', 0.5), ('IMX', 1.2)) prices(symbol, usd),
         generate_series(0, ${days * 24}) h;
    INSERT INTO rankings_balances (chain_id, address, token, hour, block_number, block_time, amount)
    SELECT chain_id, address, 'native', date_trunc('hour', now()), 3000000, now(), floor(random() * 1e21)::numeric
    FROM rankings_contracts`),
  );
}

/** The bench's store: configured chains (nothing listens; the rankings read only the database). */
async function benchStore(databaseUrl: string) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'dappx-bench-rankings-'));
  const config = loadConfig({
    ...realChainsEnv(),
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    DEMO_MODE: 'false',
    // Every request measured reaches the database: no answer from the route's memory.
    CATALOGUE_CACHE_MS: '0',
    RATE_LIMIT_MAX: '100000000',
    LOG_LEVEL: 'warn',
  });
  return { config, dataDir };
}

type Seeded = { db: DbExecutor; chains: NonNullable<ReturnType<typeof loadConfig>['chains']> };

/** Seeds the scale in SQL, then builds its hours and kept figures with the indexer's own code. */
async function seed({ db, chains }: Seeded) {
  const timed = async (work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    return (performance.now() - started) / 1000;
  };
  const seedSeconds = await timed(async () => {
    await seedApps(db, chains.l1.chainId, chains.l2.chainId);
    await seedTransactions(db, chains.l1.chainId, chains.l2.chainId);
  });
  const hoursSeconds = await timed(async () => {
    await db.execute(sql.raw(walletHourIndexes.drop));
    for (const chainId of [chains.l1.chainId, chains.l2.chainId]) await rebuildHours(db, { chainId });
    await db.execute(sql.raw(walletHourIndexes.build));
    await db.execute(sql`ANALYZE`);
  });
  const measureSeconds = await timed(() => refreshWindowFigures(db, pricedTokensOf(chains), new Date()));
  return { seedSeconds, hoursSeconds, measureSeconds };
}

const pick = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)]!;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)]!;

/** Times requests one after another; answers p50 and p99 in ms. Every answer must be 200. */
async function timeRequests(
  baseUrl: string,
  endpoint: string,
  nextPath: () => string,
): Promise<RankingsQueryRow> {
  const times: number[] = [];
  for (let i = 0; i < requestsPerEndpoint + 20; i += 1) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${nextPath()}`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${endpoint} answered ${response.status}`);
    if (i >= 20) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { endpoint, requests: times.length, p50Ms: percentile(times, 0.5), p99Ms: percentile(times, 0.99) };
}

/**
 * GET /v1/rankings, /v1/rankings/:slug and the first page of its transactions at the scale,
 * seeded in SQL: every request another query, none answered from the route's memory.
 */
export async function benchRankingsQueries(adminUrl: string): Promise<RankingsQueriesBench> {
  const databaseUrl = await databaseFor(adminUrl, 'bench_rankings_queries');
  const { config, dataDir } = await benchStore(databaseUrl);
  const database = connectDatabase(databaseUrl, { max: 8 });
  const app = await buildApp({
    config,
    db: database.db,
    latestMigration: latestMigrationHash(),
    logStream: new PassThrough(),
  });
  try {
    const timings = await seed({ db: database.db, chains: config.chains! });
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const slug = () => `ranked-${Math.floor(rankingsQueryScale.apps * Math.random() ** 2)}`;
    const chain = () =>
      pick(['all', 'all', String(config.chains!.l1.chainId), String(config.chains!.l2.chainId)]);
    const rows = [
      await timeRequests(address, 'GET /v1/rankings', () => {
        const category = Math.random() < 0.5 ? `&category=${pick(chartCategories)}` : '';
        return `/v1/rankings?window=${pick(rankingsWindows)}&chain=${chain()}&sort=${pick(rankingsSorts)}&page=${1 + Math.floor(Math.random() * 5)}${category}`;
      }),
      await timeRequests(address, 'GET /v1/rankings/:slug', () => `/v1/rankings/${slug()}`),
      await timeRequests(
        address,
        'GET /v1/rankings/:slug/transactions (first page)',
        () => `/v1/rankings/${slug()}/transactions?window=${pick(rankingsWindows)}&chain=${chain()}`,
      ),
    ];
    return { ...timings, rows };
  } finally {
    await app.close();
    await database.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}
