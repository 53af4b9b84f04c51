import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPort } from '../src/lib/free-port';
import { realChainsEnv } from './real-chains-env';
import { createTestDatabase } from './test-app';
import { postInTwoHalves, statusOf } from './requests-in-flight';

const mainEntry = path.resolve(import.meta.dirname, '../dist/main.js');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A chain node that says its chain id (all the readiness check asks) and refuses the rest. */
function startChainIds(ids: Record<string, number>): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const { id, method } = JSON.parse(body) as { id: number; method: string };
      const chainId = ids[request.url ?? ''];
      const answer =
        method === 'eth_chainId' && chainId !== undefined
          ? { result: `0x${chainId.toString(16)}` }
          : { error: { code: -32601, message: 'not here' } };
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ jsonrpc: '2.0', id, ...answer }));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function until<T>(probe: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`still ${String(value)}`);
    await sleep(50);
  }
}

/** Whether another replica could take the loop's per-round lock now. */
async function lockFree(client: pg.Client, loop: string): Promise<boolean> {
  await client.query('BEGIN');
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_xact_lock(hashtextextended($1, 0)) AS locked',
      [`worker:${loop}`],
    );
    return rows[0]!.locked;
  } finally {
    await client.query('ROLLBACK');
  }
}

describe('the store process on SIGTERM', () => {
  let chains: http.Server;
  let dataDir: string;
  let databaseUrl: string;
  beforeAll(async () => {
    chains = await startChainIds({ '/l1': 1, '/l2': 13371 });
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'dappx-drain-'));
    databaseUrl = await createTestDatabase();
  });
  afterAll(async () => {
    chains.closeAllConnections();
    await new Promise((resolve) => chains.close(resolve));
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('turns unready at once, finishes the request in flight, frees its loops and exits 0', async () => {
    const rpc = `http://127.0.0.1:${(chains.address() as AddressInfo).port}`;
    const port = await getPort();
    const base = `http://127.0.0.1:${port}`;
    const store = spawn(process.execPath, [mainEntry], {
      env: {
        ...process.env,
        ...realChainsEnv(),
        L1_RPC_URL: `${rpc}/l1`,
        L2_RPC_URL: `${rpc}/l2`,
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'fatal',
        DRAIN_GRACE_MS: '2000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    store.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    store.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => store.once('exit', resolve));
    const database = new pg.Client({ connectionString: databaseUrl });
    await database.connect();
    try {
      // Slow on a busy two-core machine: the start alone can take half a minute there.
      await until(
        () => statusOf(`${base}/readyz`),
        (status) => status === 200,
        60_000,
      ).catch((error: Error) => {
        throw new Error(`${error.message}; the store said:\n${output}`);
      });
      const inFlight = postInTwoHalves(
        `${base}/newsletter/submit`,
        JSON.stringify({ email: 'in-flight@example.com' }),
      );
      await sleep(200);

      store.kill('SIGTERM');
      const signalledAt = Date.now();
      await until(
        () => statusOf(`${base}/readyz`),
        (status) => status === 503,
        2_000,
      );
      // Turned within the grace, while the listener still takes requests.
      expect(Date.now() - signalledAt).toBeLessThan(2_000);
      expect(await statusOf(`${base}/settings/getMaintenanceMode`)).toBe(200);
      // The loops stopped with the drain: another replica takes their locks while this one still runs.
      expect(await lockFree(database, 'nft-order-expiry')).toBe(true);

      await until(
        () => statusOf(`${base}/healthz`),
        (status) => status === 'refused',
        5_000,
      );
      expect(store.exitCode).toBeNull();
      inFlight.finish();
      expect(await inFlight.status).toBe(200);
      expect(await exited).toBe(0);
      expect(output).toContain('Stopped cleanly.');
      for (const loop of ['nft-order-expiry', 'deposit-indexer'])
        expect(await lockFree(database, loop)).toBe(true);
    } finally {
      if (store.exitCode === null) store.kill('SIGKILL');
      await database.end();
    }
  }, 120_000);
});
