import { setFlagsFromString } from 'node:v8';
import type { Pool } from 'pg';
import { buildApp } from './app';
import { batchedStdout } from './lib/logging';
import { loadConfig, type Config } from './config';
import { connectDatabase, type Db } from './db/client';
import { resolveDatabase } from './db/database-url';
import { latestMigrationHash, runMigrations } from './db/migrate';
import { seedDemo } from './db/seed';
import type { ChainsConfig } from './lib/chains-config';
import { startDemoChainsFor } from './lib/demo-chains';
import type { App } from './lib/types';
import { attachDemoContracts, demoDappApps } from './modules/catalogue';
import { proveDemoContracts } from './modules/contract-proofs';
import {
  attachCollectionContracts,
  demoChainCollections,
  demoCollectionSeeds,
  remintSoldTokens,
} from './modules/marketplace';
import { ensureFirstOwner } from './modules/operators';
import { startDemoReviews } from './modules/reviews';
import { importUploadsFolder } from './modules/uploads';
import { startWorkers } from './workers';
import { StartupError } from './lib/startup-error';
import { createDrain, drainAndClose, type Drain } from './lib/drain';
import { portInUse } from './lib/free-port';

const say = (line: string) => process.stdout.write(`${line}\n`);

/**
 * The background loops' own connections: a round holds its transaction across chain calls, so on the
 * requests' pool a slow RPC would keep connections from requests. The loops hold ten at most (two
 * per L1 network, the relayer's two, the order expiry's one, the rankings indexer's one per chain);
 * idle ones close after 30 s.
 */
const workerPoolMax = 12;

/**
 * How long requests in flight and the background loops' running rounds may take to finish once the
 * listener closes, before the process gives up on them and exits 1. Longer than any answer the API
 * waits for in normal work (a feed read stops at NEWS_TIMEOUT_MS, 5 s by default; a readiness check's
 * chain call at 2 s), and with DRAIN_GRACE_MS (at most 10 s) under the 30 s that orchestrators and
 * process managers commonly wait after SIGTERM before they kill.
 */
const drainTimeoutMs = 15_000;

const heapGrowingFlag = '--heap-growing-percent';

/**
 * How far V8 lets the old generation grow past what its last full collection found live, unless the
 * operator chose with node's own flag. Left to V8, a busy API let it grow to four times that
 * (47 MB live, 192 MB before the next full collection: the bench's peak memory, and not always, so the
 * peak moved by 130 MB from run to run); at 30 % the heap stays near 1.3 times what is live, for a few
 * more full collections under load. A flag V8 reads at each collection, so it applies once set here:
 * however the store is started, it runs with it.
 */
function boundHeapGrowth() {
  if (process.execArgv.some((option) => option.startsWith(heapGrowingFlag))) return;
  setFlagsFromString(`${heapGrowingFlag}=30`);
}

async function main(givenConfig: Config) {
  const startedAt = performance.now();
  boundHeapGrowth();
  let config = givenConfig;
  const { url, directUrl, embedded } = await resolveDatabase(config, 'store', say);
  const stopDatabase = async () => embedded?.stop();
  // Whatever happens below, an embedded PostgreSQL must not outlive us.
  process.once('exit', () => embedded?.stopSync());

  const demoChains = startDemoChainsAside(config);
  let stopChains = demoChains.stop;
  try {
    await runMigrations(directUrl);
    const database = connectDatabase(url, { max: config.dbPoolMax });
    const workerDatabase = connectDatabase(url, { max: workerPoolMax });
    await prepareData(database.db, config);
    const demo = await demoChains.starting;
    if (demo) {
      config = demo.config;
      stopChains = demo.close;
      await attachDemoChains(database.db, demo.config.chains!, demo);
    }

    const drain = createDrain();
    const app = await buildApp({
      config,
      logStream: batchedStdout(),
      db: database.db,
      latestMigration: latestMigrationHash(),
      drain,
    });
    for (const { pool } of [database, workerDatabase]) {
      pool.on('error', (error) => app.log.warn({ err: error }, 'database connection lost'));
    }

    let stopWorkers = async () => {};
    let stopDemoReviews = async () => {};
    stopOnSignals(app, drain, config.drainGraceMs, {
      background: async () => {
        await Promise.all([stopDemoReviews(), stopWorkers()]);
      },
      afterwards: async () => {
        await workerDatabase.close();
        await database.close();
        await stopChains();
        await stopDatabase();
      },
      inUse: () =>
        `database connections in use: ${busy(database.pool)} of the API's, ${busy(workerDatabase.pool)} of the background's`,
    });

    await listen(app, config);
    stopWorkers = startWorkers({ config, db: workerDatabase.db, log: app.log });
    // After the indexer has counted the history's users: in the background, so the start does not wait.
    if (demo?.history) {
      const seed = { reviewers: demo.reviewers, appOf: demoDappApps, studioKey: demo.ownerKey };
      stopDemoReviews = startDemoReviews({ db: workerDatabase.db, log: app.log }, seed).stop;
    }
    sayReady(config, startedAt, Boolean(embedded));
  } catch (error) {
    await stopChains().catch(() => undefined);
    await stopDatabase().catch(() => undefined);
    throw error;
  }
}

/**
 * Uploads live in the database; the files earlier versions kept in DATA_DIR/uploads go there once the
 * migrations made their table. Here, not in a migration: SQL cannot read this disk.
 */
async function prepareData(db: Db, config: Config) {
  await importUploadsFolder(db, config.dataDir, say);
  if (config.seedDemo) await seedDemo(db);
  if (await ensureFirstOwner(db, config.operators.firstOwner)) {
    say(`${config.operators.firstOwner} is the console's owner (ADMIN_OWNER_ADDRESS); sign in at /admin.`);
  }
}

/**
 * At SIGINT or SIGTERM (the first one only): open requests and the background's running rounds finish,
 * then `afterwards` closes what they used; past the drain's timeout the process exits 1.
 */
function stopOnSignals(
  app: App,
  drain: Drain,
  drainGraceMs: number,
  stop: { background: () => Promise<void>; afterwards: () => Promise<void>; inUse: () => string },
) {
  let closing = false;
  // What the stop waits for, so an operator whose replica exited 1 reads which step held it.
  let step = 'open requests and background rounds';
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    say(`\n${signal} received: finishing open requests, then stopping.`);
    // Ctrl-C at a terminal has no balancer to wait for.
    const graceMs = signal === 'SIGTERM' ? drainGraceMs : 0;
    const force = setTimeout(() => {
      say(
        `Stopping took over ${graceMs + drainTimeoutMs} ms, still waiting for ${step} (${stop.inUse()}): exiting 1.`,
      );
      process.exit(1);
    }, graceMs + drainTimeoutMs).unref();
    await drainAndClose(app, drain, { graceMs, stopBackground: stop.background });
    step = 'the database connections and the chains to close';
    await stop.afterwards();
    clearTimeout(force);
    say('Stopped cleanly.');
    process.exit(0);
  };
  const stopOn = (signal: NodeJS.Signals) =>
    process.once(signal, () =>
      shutdown(signal).catch((error: unknown) => {
        say(`Stopping failed while waiting for ${step}: ${String(error)}`);
        process.exit(1);
      }),
    );
  stopOn('SIGINT');
  stopOn('SIGTERM');
}

/** A pool's connections checked out, and the callers queued for one. */
const busy = (pool: Pool) =>
  `${pool.totalCount - pool.idleCount}${pool.waitingCount > 0 ? ` (+${pool.waitingCount} waiting)` : ''}`;

/** Listens on the configured host and port; a port in use or a privileged one is a startup error. */
async function listen(app: App, config: Config) {
  await app.listen({ host: config.host, port: config.port }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'EADDRINUSE') throw portInUse('PORT', config.port);
    if (error.code === 'EACCES') {
      throw new StartupError(
        `PORT: ${config.port} needs privileges this user lacks; choose a port above 1023.`,
      );
    }
    throw error;
  });
}

type DemoStart = Awaited<ReturnType<typeof startDemoChainsFor>>;

/** Starts the store's own demo chains and says how long they took: their dapps' history is most of it. */
async function startOwnDemoChains(config: Config): Promise<DemoStart> {
  const startedAt = performance.now();
  const demo = await startDemoChainsFor(config, demoChainCollections(config.publicUrl));
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  const { history } = demo;
  if (!history) say(`Demo chains started in ${seconds} s, without demo dapps (DEMO_HISTORY is off).`);
  else
    say(
      `Demo chains started in ${seconds} s, with ${history.days} days of demo dapp history: ` +
        `${history.transactions} transactions of ${history.users} users, played in ${(history.playedMs / 1000).toFixed(1)} s.`,
    );
  return demo;
}

/**
 * In demo mode without configured chains, starts the demo chains while the migrations and the seed run:
 * they take seconds (their dapps' history above all). Answers the start, awaited later, and a stop that
 * works whatever came of it, so a failure before the await neither goes unhandled nor leaves them running.
 */
function startDemoChainsAside(config: Config) {
  const starting = !config.chains && config.demoMode ? startOwnDemoChains(config) : undefined;
  starting?.catch(() => undefined);
  const stop = async () => {
    await starting?.then(
      (demo) => demo.close(),
      () => undefined,
    );
  };
  return { starting, stop };
}

/**
 * Fresh demo chains at every start: the seeded collections get their contracts, sold tokens their
 * owners, and the apps listing the demo dapps (and the collections) their new addresses.
 */
async function attachDemoChains(db: Db, chains: ChainsConfig, demo: DemoStart) {
  const l2 = chains.l2.chainId;
  const contracts = demoCollectionSeeds.map((seed, i) => ({ id: seed.id, address: demo.collections[i]! }));
  await attachCollectionContracts(db, l2, contracts);
  await remintSoldTokens(db, chains);
  const collections = demo.collections.map((address) => ({ chainId: l2, address }));
  // The history's other contracts (a rewards proxy, a mintable token) are listed as the dapps are.
  const dapps = [...demo.dapps, ...(demo.history?.contracts ?? [])];
  const apps = await attachDemoContracts(db, chains, { dapps, collections });
  await proveDemoContracts(db, chains, demo.ownerKey, apps);
}

/** The banner once the store answers: where it runs and what it runs on. */
function sayReady(config: Config, startedAt: number, embeddedDatabase: boolean) {
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  say('');
  say(`  DAPPX is running at ${config.publicUrl}  (ready in ${seconds} s)`);
  say(`  API docs:  ${config.publicUrl}/docs`);
  say(
    `  Database:  ${embeddedDatabase ? `embedded PostgreSQL, data in ${config.dataDir}/pg` : 'DATABASE_URL'}`,
  );
  say(`  Mail:      ${config.smtpUrl ? 'SMTP_URL' : `written to ${config.outboxDir}`}`);
  say(`  Chains:    ${describeChains(config)}`);
  say('  Press Ctrl-C to stop.');
  say('');
}

function describeChains({ chains }: Config): string {
  if (!chains) return 'none configured (deposits, withdrawals and the marketplace are unavailable)';
  const kind = chains.demo ? 'demo chains' : 'configured chains';
  // Only the host: a provider's RPC URL often carries its API key in the path or query.
  const host = (url: string) => new URL(url).host;
  const second = chains.l1Networks
    .slice(1)
    .map((network) => `, second L1 ${network.chainId} at ${host(network.rpcUrl)}`)
    .join('');
  return `${kind}: L1 ${chains.l1.chainId} at ${host(chains.l1.rpcUrl)}, L2 ${chains.l2.chainId} at ${host(chains.l2.rpcUrl)}${second}`;
}

try {
  await main(loadConfig());
} catch (error) {
  console.error(error instanceof StartupError ? error.message : error);
  process.exit(1);
}
