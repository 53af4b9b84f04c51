import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { connectDatabase } from '../src/db/client';
import { startEmbeddedPostgres, throwawayDataDir } from '../src/db/embedded-postgres';
import { getPort } from '../src/lib/free-port';
import { ledgerInvariants } from '../test/ledger-invariants';
import { startPgBouncer } from '../test/pgbouncer';
import { auditPages, type PageAudit } from './lighthouse';
import { combined, inTurns, load as loadWith, turnsOf, type NextRequest } from './load';
import { benchScale, type ScaleRow } from './scale';
import { benchEnvironment, distinctSearch, seedTenThousandApps, waitFor } from './process';
import { benchRpcFlood, percentile, type RpcFloodBench } from './rpc-flood';
import { benchTransfers } from './transfers';
import { benchRankingsBackfill, benchRankingsFreshness } from './rankings';
import { benchRankingsQueries, rankingsQueryScale } from './rankings-queries';
import { benchUsable, type UsableRow } from './usable';
import { printVerdicts, verdictsOf, type Measured } from './verdicts';

/**
 * `npm run bench`: the API and a bare Fastify route, each in its own process, loaded the same way in
 * one run on one machine, so the ratio means something even where absolute numbers do not.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
// BENCH_ONLY=lighthouse skips the load runs: a quicker loop while working on the pages.
const onlyLighthouse = process.env.BENCH_ONLY === 'lighthouse';
// BENCH_ONLY=scale runs the growth run alone; BENCH_SKIP_SCALE=1 skips it (seeding a million entries takes minutes).
const onlyScale = process.env.BENCH_ONLY === 'scale';
const skipScale = process.env.BENCH_SKIP_SCALE === '1';
// BENCH_ONLY=transfers runs the transfers against bare SQL alone: a quicker loop while working on the ledger.
const onlyTransfers = process.env.BENCH_ONLY === 'transfers';
// BENCH_ONLY=load: the load runs and the transfers alone (overhead and memory work).
const onlyLoad = process.env.BENCH_ONLY === 'load';
// BENCH_ONLY=rpc-flood runs the endless-loop flood of the demo chains' RPC proxy alone.
const onlyRpcFlood = process.env.BENCH_ONLY === 'rpc-flood';
// BENCH_ONLY=usable measures each page's time until usable alone.
const onlyUsable = process.env.BENCH_ONLY === 'usable';
// BENCH_ONLY=rankings measures the rankings alone: the indexer's backfill and freshness, and the queries
// at scale; BENCH_ONLY=rankings-queries the queries alone.
const onlyRankingsQueries = process.env.BENCH_ONLY === 'rankings-queries';
const onlyRankings = process.env.BENCH_ONLY === 'rankings' || onlyRankingsQueries;
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const here = path.dirname(fileURLToPath(import.meta.url));

function startProcess(script: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [path.join(here, '..', script)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

const load = (name: string, url: string, nextRequest?: NextRequest, pid?: number) =>
  loadWith(name, url, { connections, seconds, pid }, nextRequest);

/** Peak resident memory of a process, from the kernel's high-water mark. */
function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1]);
  return kb / 1024;
}

/** Which stage raised the API's memory: its high-water mark after each. */
function memoryAfter(stage: string) {
  console.log(`API peak resident memory after ${stage}: ${Math.round(peakRssMb(api.pid!))} MB`);
}

/** The load runs: the API next to the bare route, then the search over a seeded catalogue. */
async function loadRoutes(apiPort: number, barePort: number, databaseUrl: string) {
  console.log(`Load: ${connections} connections, ${seconds} s per route, after a 2 s warm-up.\n`);
  const [bareRuns, ourRuns] = await inTurns(
    () => load('bare Fastify route', `http://127.0.0.1:${barePort}/bare`, undefined, bare.pid),
    () =>
      load(
        'GET /settings/getMaintenanceMode',
        `http://127.0.0.1:${apiPort}/settings/getMaintenanceMode`,
        undefined,
        api.pid,
      ),
  );
  const [baseline, ours] = [combined(bareRuns), combined(ourRuns)];
  console.log(`Requests/s by turn (CPU per request): bare ${turnsOf(bareRuns)}; ours ${turnsOf(ourRuns)}`);
  memoryAfter('the maintenance read');
  await seedTenThousandApps(databaseUrl);
  const searchMany = await load(
    'GET /v1/search?q=swap (10,000 apps)',
    `http://127.0.0.1:${apiPort}/v1/search?q=swap`,
  );
  const searchFew = await load(
    'GET /v1/search?q=kitt (10,000 apps)',
    `http://127.0.0.1:${apiPort}/v1/search?q=kitt`,
  );
  const searchDistinct = await load(
    'GET /v1/search, every query different',
    `http://127.0.0.1:${apiPort}/v1/search`,
    distinctSearch,
  );

  console.table(
    [baseline, ours, searchMany, searchFew, searchDistinct].map((r) => ({
      route: r.name,
      'requests/s': Math.round(r.requestsPerSecond),
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      errors: r.errors + r.non2xx,
    })),
  );
  console.log(
    `requests/s ratio (ours / bare): ${(ours.requestsPerSecond / baseline.requestsPerSecond).toFixed(3)}`,
  );
  // The figure other load on the machine barely moves: each server's CPU time per answer.
  console.log(
    `CPU µs per request (ours / bare): ${ours.cpuMicrosPerRequest?.toFixed(1)} / ${baseline.cpuMicrosPerRequest?.toFixed(1)}`,
  );
  console.log(`p99 ratio (ours / bare):        ${(ours.p99 / Math.max(baseline.p99, 1)).toFixed(2)}`);
  if ([ours, searchMany, searchFew, searchDistinct].some((r) => r.errors + r.non2xx > 0))
    process.exitCode = 1;
  return { bare: baseline, maintenance: ours, search: searchDistinct };
}

/** Transfers/s through the API next to bare SQL and pgbench on the same database, and the balance call's p99. */
async function transferRoutes(apiPort: number, databaseUrl: string) {
  const transfers = await benchTransfers(`http://127.0.0.1:${apiPort}`, databaseUrl, {
    connections,
    seconds,
  });
  console.log(`\nTransfers, ${connections} concurrent clients, one PostgreSQL:`);
  console.table([
    {
      what: 'POST /users/acent/transfer (API, ledger entry)',
      'per second': Math.round(transfers.apiPerSecond),
      'p99 ms': transfers.apiP99,
    },
    {
      what: 'bare SQL: two-account update in a transaction',
      'per second': Math.round(transfers.barePerSecond),
    },
    {
      what: 'pgbench TPC-B (tps)',
      'per second': transfers.pgbenchTps === undefined ? 'not installed' : Math.round(transfers.pgbenchTps),
    },
    {
      what: 'GET /users/acent/vault/balance',
      'per second': Math.round(transfers.balancePerSecond),
      'p99 ms': transfers.balanceP99,
    },
  ]);
  console.log(
    `transfers/s ratio (API / bare SQL): ${(transfers.apiPerSecond / transfers.barePerSecond).toFixed(3)}`,
  );
  if (transfers.pgbenchTps !== undefined)
    console.log(
      `transfers/s ratio (API / pgbench):  ${(transfers.apiPerSecond / transfers.pgbenchTps).toFixed(3)}`,
    );
  if (transfers.apiErrors > 0) process.exitCode = 1;
  return { ...transfers, invariantViolations: await invariantViolations(databaseUrl) };
}

/** Entries that do not balance, negative user accounts and balances that are not their postings' sum. */
async function invariantViolations(databaseUrl: string) {
  const database = connectDatabase(databaseUrl, { max: 1 });
  try {
    const found = await ledgerInvariants(database.db);
    return found.unbalanced.length + found.negative.length + found.drift.length;
  } finally {
    await database.close();
  }
}

/**
 * The growth run's large store: its own database in the same PostgreSQL, served by its own API process
 * (started like the bench's), so the small store and the large one can be measured in turns.
 */
async function startLargeStore() {
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  await client.query('CREATE DATABASE bench_large');
  await client.end();
  const url = new URL(postgres.url);
  url.pathname = '/bench_large';
  const port = await getPort();
  const largeDataDir = path.join(dataDir, 'large-store');
  await fs.mkdir(largeDataDir, { recursive: true });
  const child = startProcess(
    'main.js',
    benchEnvironment({ databaseUrl: url.toString(), dataDir: largeDataDir, port }),
  );
  others.push(child);
  await waitFor(`http://127.0.0.1:${port}/readyz`);
  return { apiUrl: `http://127.0.0.1:${port}`, databaseUrl: url.toString(), pid: child.pid! };
}

/** The signed-in reads and the search, on the bench's database and on a store of a million entries. */
async function scaleRoutes(apiPort: number, databaseUrl: string): Promise<ScaleRow[]> {
  console.log(
    '\nGrowth: p99 on the small database and with 100,000 users and 1,000,000 ledger entries, in turns:',
  );
  const large = await startLargeStore();
  const rows = await benchScale({ apiUrl: `http://127.0.0.1:${apiPort}`, databaseUrl }, large, {
    connections,
    seconds,
  });
  largeStorePeakRssMb = peakRssMb(large.pid);
  console.log(`The large store's API peak resident memory: ${Math.round(largeStorePeakRssMb)} MB`);
  console.table(
    rows.map(({ call, small, large }) => ({
      call,
      'small p99 ms': small.p99,
      'large p99 ms': large.p99,
      'growth (target <= 1.5x)': (large.p99 / Math.max(small.p99, 1)).toFixed(2),
      errors: small.errors + small.non2xx + large.errors + large.non2xx,
    })),
  );
  if (rows.some(({ small, large }) => small.errors + small.non2xx + large.errors + large.non2xx > 0))
    process.exitCode = 1;
  return rows;
}

/** The store's eth_blockNumber while four clients flood its /rpc/l1 with endless loops. */
async function rpcFloodRoutes(apiPort: number): Promise<RpcFloodBench> {
  console.log(
    "\nRPC flood: 4 clients x 10 batches x 20 endless-loop eth_calls to /rpc/l1; the store's eth_blockNumber, straight to the node:",
  );
  const flood = await benchRpcFlood(`http://127.0.0.1:${apiPort}`, dataDir);
  const figures = (samples: number[]) => ({
    samples: samples.length,
    'median ms': Math.round(percentile(samples, 0.5)),
    'p90 ms': Math.round(percentile(samples, 0.9)),
    'max ms': Math.round(percentile(samples, 1)),
  });
  console.table([
    { what: 'eth_blockNumber, quiet', ...figures(flood.quiet) },
    { what: 'eth_blockNumber, during the flood', ...figures(flood.flood) },
    { what: "the store's GET /healthz, during the flood", ...figures(flood.storeHealth) },
  ]);
  console.log(
    `flood calls: ${flood.outOfGas} ran out of gas on the node, ${flood.refused} refused by the budget or queue; ${flood.tooManyRequests} batches answered 429`,
  );
  return flood;
}

/** Each page's time until usable, cold, at 1440 px: before the load runs, on a quiet machine. */
async function usableRoutes(apiPort: number): Promise<UsableRow[]> {
  console.log('\nPages usable at 1440 px, cold cache, median of 3 (target <= 1,000 ms):');
  const rows = await benchUsable(`http://127.0.0.1:${apiPort}`, postgres.url);
  console.table(
    rows.map(({ page, path, medianMs, runsMs }) => ({
      page,
      path,
      'median ms': medianMs,
      runs: runsMs.join(' / '),
    })),
  );
  return rows;
}

/** The rankings indexer: its backfill pace against the node's, and how soon a new transaction counts. */
async function rankingsIndexerRuns(apiPort: number): Promise<Partial<Measured>> {
  console.log(
    '\nRankings: a backfill of 200,000 Transfer logs on a demo chain, then a new transaction on the store:',
  );
  const rankingsBackfill = await benchRankingsBackfill(postgres.url);
  const rankingsFreshness = await benchRankingsFreshness(
    `http://127.0.0.1:${apiPort}`,
    postgres.url,
    dataDir,
  );
  console.table([
    {
      what: 'indexer backfill (read, write, hourly figures)',
      events: rankingsBackfill.events,
      seconds: (rankingsBackfill.indexerMs / 1000).toFixed(2),
      'events/s': Math.round(rankingsBackfill.indexerPerSecond),
    },
    {
      what: 'the node serving the same blocks and logs',
      events: rankingsBackfill.events,
      seconds: (rankingsBackfill.nodeMs / 1000).toFixed(2),
      'events/s': Math.round(rankingsBackfill.nodePerSecond),
    },
  ]);
  console.log(
    `A new transaction counted after ${rankingsFreshness.seconds.toFixed(1)} s, ${rankingsFreshness.blocks} blocks later.`,
  );
  return { rankingsBackfill, rankingsFreshness };
}

/** The rankings' three reads at the issue's scale, seeded in SQL. */
async function rankingsQueryRuns(): Promise<Partial<Measured>> {
  const { apps, transactions, addresses, days } = rankingsQueryScale;
  console.log(
    `\nRankings queries: ${apps.toLocaleString('en')} apps, ${transactions.toLocaleString('en')} transactions from ${addresses.toLocaleString('en')} addresses over ${days} days, seeded in SQL:`,
  );
  const rankingsQueries = await benchRankingsQueries(postgres.url);
  console.log(
    `Seeded in ${rankingsQueries.seedSeconds.toFixed(1)} s; hourly figures built in ${rankingsQueries.hoursSeconds.toFixed(1)} s; ` +
      `every app's window figures measured in ${rankingsQueries.measureSeconds.toFixed(1)} s (the indexer does this once an hour).`,
  );
  console.table(
    rankingsQueries.rows.map((row) => ({
      endpoint: row.endpoint,
      requests: row.requests,
      'p50 ms': row.p50Ms.toFixed(1),
      'p99 ms': row.p99Ms.toFixed(1),
    })),
  );
  return { rankingsQueries };
}

async function rankingsRuns(apiPort: number): Promise<Partial<Measured>> {
  return {
    ...(onlyRankingsQueries ? {} : await rankingsIndexerRuns(apiPort)),
    ...(await rankingsQueryRuns()),
  };
}

async function lighthouseRoutes(apiPort: number): Promise<PageAudit[]> {
  console.log(
    '\nLighthouse, mobile, median of BENCH_LIGHTHOUSE_RUNS runs (targets: performance >= 95, TBT <= 200 ms, the others 100, first-load JS <= 180 kB):',
  );
  const audits = await auditPages(`http://127.0.0.1:${apiPort}`, ['/', '/games']);
  console.table(
    audits.map((audit) => ({
      page: audit.path,
      performance: audit.performance,
      'performance min-max': audit.performanceRange.join('-'),
      'FCP / LCP / TBT ms': [
        audit.firstContentfulPaintMs,
        audit.largestContentfulPaintMs,
        audit.totalBlockingTimeMs,
      ].join(' / '),
      accessibility: audit.accessibility,
      'best practices': audit.bestPractices,
      SEO: audit.seo,
      'first-load JS kB (compressed)': audit.firstLoadJsKb,
    })),
  );
  return audits;
}

const dataDir = await throwawayDataDir('dappx-bench');
const postgres = await startEmbeddedPostgres({ dataDir, port: await getPort(), durable: false });
// BENCH_POOLER=1: PgBouncer in transaction mode (deploy/pgbouncer.ini) before PostgreSQL, for the API and
// the bare SQL alike, as a deployment behind a pooler runs; migrations and LISTEN go to PostgreSQL.
const pooler =
  process.env.BENCH_POOLER === '1'
    ? await startPgBouncer(postgres.url, 20, path.resolve(here, '../../../../deploy'))
    : undefined;
const databaseUrl = pooler?.urlOf(postgres.url) ?? postgres.url;
const [apiPort, barePort] = [await getPort(), await getPort()];
const api = startProcess('main.js', {
  ...benchEnvironment({ databaseUrl, dataDir, port: apiPort }),
  ...(pooler ? { DIRECT_DATABASE_URL: postgres.url } : {}),
});
if (pooler) console.log('Behind PgBouncer (transaction mode): the API and the bare SQL both.');
const bare = startProcess('bench/bare-server.js', { PORT: String(barePort) });
// Processes started on the way (the growth run's large store), stopped with the others.
const others: ChildProcess[] = [];
let largeStorePeakRssMb = 0;

try {
  await waitFor(`http://127.0.0.1:${apiPort}/readyz`);
  await waitFor(`http://127.0.0.1:${barePort}/bare`);
  const measured: Partial<Measured> = {};
  memoryAfter('start');
  if (!onlyLighthouse && !onlyScale && !onlyRpcFlood && !onlyTransfers && !onlyLoad && !onlyRankings)
    measured.usable = await usableRoutes(apiPort);
  if (!onlyLighthouse && !onlyScale && !onlyRpcFlood && !onlyTransfers && !onlyLoad && !onlyUsable)
    Object.assign(measured, await rankingsRuns(apiPort));
  const onlyOther = onlyUsable || onlyRankings;
  if (!onlyLighthouse && !onlyScale && !onlyRpcFlood && !onlyOther) {
    if (!onlyTransfers) {
      Object.assign(measured, await loadRoutes(apiPort, barePort, databaseUrl));
      memoryAfter('the search runs');
    }
    measured.transfers = await transferRoutes(apiPort, databaseUrl);
    memoryAfter('the transfers');
  }
  if (!onlyLighthouse && !onlyScale && !onlyTransfers && !onlyLoad && !onlyOther) {
    measured.rpcFlood = await rpcFloodRoutes(apiPort);
    memoryAfter('the RPC flood');
  }
  if (!onlyLighthouse && !onlyTransfers && !onlyLoad && !onlyRpcFlood && !onlyOther && !skipScale) {
    measured.scale = await scaleRoutes(apiPort, postgres.url);
    memoryAfter('the growth run');
  }
  const audits =
    onlyScale || onlyTransfers || onlyLoad || onlyRpcFlood || onlyOther
      ? []
      : await lighthouseRoutes(apiPort);
  printVerdicts(
    verdictsOf({ ...measured, audits, peakRssMb: Math.max(peakRssMb(api.pid!), largeStorePeakRssMb) }),
  );
} finally {
  const children = [api, bare, ...others];
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(
    children.map((child) =>
      child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : undefined,
    ),
  );
  await pooler?.stop();
  await postgres.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
}
