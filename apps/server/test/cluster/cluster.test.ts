import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectDatabase } from '../../src/db/client';
import { seedDemo } from '../../src/db/seed';
import { getPort } from '../../src/lib/free-port';
import { startPgBouncer } from '../pgbouncer';
import { createTestDatabase } from '../test-app';
import { editorSession, fundedUser } from './accounts';
import { faultReport, limitPerReplica, transfersAgainstLedger, type FaultWindow } from './checks';
import { clientsAt, jsonOf } from './client';
import { runMixedLoad } from './mixed-load';
import {
  replicaOf,
  startHaproxy,
  startSharedChains,
  stopProcess,
  waitReady,
  type Running,
} from './processes';

const loadSeconds = 60;
/** The general limit per client in the cluster: low enough to reach it in the check, high above the load's. */
const rateLimitMax = 300;
/** A real 1×1 PNG, with bytes of its own so no other test's upload has its name. */
const png = Buffer.concat([
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
  Buffer.from(`cluster ${Date.now()}`),
]);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The deployment `deploy/` describes, started as it is: the embedded PostgreSQL, PgBouncer in transaction
 * mode, three replicas from the systemd unit on one shared demo chains process, HAProxy in front.
 */
async function startCluster(folder: string) {
  const databaseUrl = await createTestDatabase();
  const database = connectDatabase(databaseUrl, { max: 2 });
  await seedDemo(database.db);
  const bouncer = await startPgBouncer(inject('pgAdminUrl'), 20);
  const chains = await startSharedChains();
  const ports = [await getPort(), await getPort(), await getPort()];
  const balancerPort = await getPort();
  const envFile = path.join(folder, 'dappx.env');
  const env: Record<string, string> = {
    DATABASE_URL: bouncer.urlOf(databaseUrl),
    DIRECT_DATABASE_URL: databaseUrl,
    PUBLIC_URL: `http://127.0.0.1:${balancerPort}`,
    HOST: '127.0.0.1',
    TRUST_PROXY: 'true',
    DB_POOL_MAX: '5',
    DRAIN_GRACE_MS: '3000',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: String(rateLimitMax),
    SIGN_IN_RATE_LIMIT_MAX: '100000',
    MONEY_RATE_LIMIT_MAX: '100000',
    MAIL_RATE_LIMIT_MAX: '100000',
    ...chains.env,
  };
  await fs.writeFile(
    envFile,
    Object.entries(env)
      .map(([key, value]) => `${key}=${value}\n`)
      .join(''),
  );
  const replicas = ports.map((port) => ({
    ...replicaOf(envFile, path.join(folder, 'state'), port),
    running: undefined as Running | undefined,
  }));
  return { database, bouncer, chains, replicas, balancerPort, ports };
}

type Cluster = Awaited<ReturnType<typeof startCluster>>;

describe('the store as deploy/ runs it: three replicas, PgBouncer, HAProxy', () => {
  let folder: string;
  let cluster: Cluster | undefined;
  let balancer: Running | undefined;

  beforeAll(async () => {
    folder = await fs.mkdtemp(path.join(os.tmpdir(), 'dappx-cluster-'));
  });
  afterAll(async () => {
    await stopProcess(balancer);
    for (const replica of cluster?.replicas ?? []) await stopProcess(replica.running);
    await stopProcess(cluster?.chains.running, 'SIGTERM');
    await cluster?.bouncer.stop();
    await cluster?.database.close();
    await fs.rm(folder, { recursive: true, force: true });
  });

  it('loses and doubles no move through a kill -9, a drain and a pooler restart, and shares its limits', async () => {
    cluster = await startCluster(folder);
    const c = cluster;
    const startReplica = async (replica: Cluster['replicas'][number]) => {
      replica.running = replica.start();
      await waitReady(`${replica.url}/readyz`, replica.running);
    };
    await Promise.all(c.replicas.map(startReplica));
    balancer = startHaproxy(c.balancerPort, c.ports);
    const baseUrl = `http://127.0.0.1:${c.balancerPort}`;
    await waitReady(`${baseUrl}/readyz`, balancer);
    const clients = clientsAt(baseUrl, 200);
    try {
      const users = await Promise.all(
        Array.from({ length: 12 }, () => fundedUser(clients.send, c.database.db)),
      );
      const first = clientsAt(c.replicas[0]!.url, 1);
      const editor = await editorSession(first.send, c.database.db);
      const uploaded = await first.send({
        method: 'POST',
        path: '/admin/api/uploads',
        headers: { ...editor, 'content-type': 'image/png' },
        body: png,
      });
      first.close();
      expect(uploaded.status).toBe(200);
      const uploadPath = jsonOf<{ path: string }>(uploaded).path;

      const windows: FaultWindow[] = [];
      // Awaited after the load: a fault that went wrong fails the test once the load has ended.
      const faults = runFaults(c, startReplica, windows).then(
        () => undefined,
        (error: unknown) => error,
      );
      const load = await runMixedLoad({
        send: clients.send,
        seconds: loadSeconds,
        workers: 6,
        users,
        uploadPath,
      });
      const faultError = await faults;
      if (faultError) throw faultError;
      await checkAfterwards(c, load, windows, uploadPath);
    } catch (error) {
      // What each process said is the first thing to read when the cluster misbehaved.
      for (const [index, replica] of c.replicas.entries())
        process.stderr.write(
          `replica ${index + 1} (exit ${replica.running?.child.exitCode}):\n${replica.running?.output()}\n`,
        );
      process.stderr.write(`haproxy:\n${balancer?.output()}\n`);
      throw error;
    } finally {
      clients.close();
    }
  }, 290_000);
});

/**
 * At 10 s PgBouncer restarts; at 20 s replica 1 is killed -9; at 40 s replica 2 is sent the unit's stop
 * signal and drains. Each replica comes back after the unit's RestartSec, while the schedule goes on. A
 * window runs from its fault until the replica is ready again and the balancer's checks (rise 2, inter
 * 1 s) had time to take it back; the kill's window ends where the drain's begins.
 */
async function runFaults(
  c: Cluster,
  startReplica: (replica: Cluster['replicas'][number]) => Promise<void>,
  windows: FaultWindow[],
) {
  const startedAt = performance.now();
  const at = (seconds: number) => sleep(Math.max(0, seconds * 1000 - (performance.now() - startedAt)));
  const now = () => performance.now() - startedAt;
  const backIn = 3_000;
  /** Stops the replica with `signal`, answers how it ended, and starts it again as systemd would. */
  const stopAndRestart = async (replica: Cluster['replicas'][number], signal: NodeJS.Signals) => {
    replica.running!.child.kill(signal);
    const ended = await Promise.race([
      replica.running!.exited,
      sleep(replica.unit.timeoutStopMs).then(() => 'still running after TimeoutStopSec'),
    ]);
    const output = replica.running!.output();
    await sleep(replica.unit.restartMs);
    await startReplica(replica);
    return { ended, output, backAt: now() + backIn };
  };

  await at(10);
  const bouncerFrom = now();
  await c.bouncer.restart();
  windows.push({ name: 'PgBouncer restart', from: bouncerFrom, to: now() + backIn });

  await at(20);
  const killFrom = now();
  const killed = stopAndRestart(c.replicas[0]!, 'SIGKILL');
  await at(40);
  const drainFrom = now();
  const drained = await stopAndRestart(c.replicas[1]!, c.replicas[1]!.unit.killSignal);
  windows.push({ name: 'drain of replica 2', from: drainFrom, to: drained.backAt });
  const killWindowEnd = Math.min((await killed).backAt, drainFrom);
  windows.push({ name: 'kill -9 of replica 1', from: killFrom, to: killWindowEnd });
  // The drain ends the process on its own, with status 0.
  expect(drained.ended, `the drained replica said:\n${drained.output}`).toBe(0);
}

async function checkAfterwards(
  c: Cluster,
  load: Awaited<ReturnType<typeof runMixedLoad>>,
  windows: FaultWindow[],
  uploadPath: string,
) {
  const report = faultReport(load.outcomes, windows);
  const ledger = await transfersAgainstLedger(c.database.db, load.transfers);
  const limits = await limitPerReplica(
    c.replicas.map((replica) => replica.url),
    rateLimitMax,
  );
  const served = await Promise.all(
    c.replicas.map(async (replica) => {
      const answer = await fetch(`${replica.url}${uploadPath}`);
      return answer.status === 200 && Buffer.from(await answer.arrayBuffer()).equals(png);
    }),
  );
  const share = (value: number) => `${(value * 100).toFixed(2)} %`;
  process.stdout.write(
    [
      `cluster: ${report.sent} requests sent in ${load.seconds.toFixed(1)} s (${load.outcomes.length} asked, ${report.sent - load.outcomes.length} of them a second time); ` +
        `${ledger.answered} transfers answered 2xx of ${load.transfers.length} asked`,
      ...report.perWindow.map(
        (w) =>
          `  ${w.name} (${(w.from / 1000).toFixed(1)}-${(w.to / 1000).toFixed(1)} s): ${w.requests} requests, ${w.failed} failed after retries (${share(w.failedShare)})`,
      ),
      `  outside the faults: ${report.failedOutside} failed`,
      ...(report.failures.length > 0 ? [`  failures: ${report.failures.join('; ')}`] : []),
      `  p99 during the faults ${report.p99During.toFixed(0)} ms, outside them ${report.p99Outside.toFixed(0)} ms`,
      `  general limit (${rateLimitMax}): ${limits.map((l) => `replica ${l.replica} refused at ${l.refusedAt}, the others ${l.others.join('/')}`).join('; ')}`,
    ].join('\n') + '\n',
  );
  expect(ledger.invariants).toEqual({ unbalanced: [], negative: [], drift: [] });
  expect(ledger.answeredNotOnce).toEqual([]);
  expect(ledger.bookedTwice).toEqual([]);
  expect(ledger.notAsked).toEqual([]);
  expect(served).toEqual([true, true, true]);
  expect(limits.map((l) => [l.refusedAt, ...l.others])).toEqual(
    limits.map(() => [rateLimitMax + 1, 429, 429]),
  );
  const window = (name: string) => report.perWindow.find((w) => w.name.startsWith(name))!;
  expect(window('drain').failed).toBe(0);
  expect(window('kill').failedShare).toBeLessThan(0.01);
}
