import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAlive } from '../src/db/embedded-postgres';
import { getPort } from '../src/lib/free-port';
import { realChainsEnv } from './real-chains-env';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const mainEntry = path.join(repoRoot, 'apps/server/dist/main.js');

type Store = { process: ChildProcess; output: () => string; exited: Promise<number | null> };

/** The real store as `npm start` runs it, on the embedded PostgreSQL in its own data folder. */
function startStore(env: Record<string, string>): Store {
  const child = spawn(process.execPath, [mainEntry], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { process: child, output: () => output, exited };
}

/** Until `probe` answers 200: /readyz, or /healthz where the store's chains are meant to be down. */
async function waitUntilReady(baseUrl: string, store: Store, probe = '/readyz'): Promise<number> {
  const startedAt = performance.now();
  while (performance.now() - startedAt < 60_000) {
    if (store.process.exitCode !== null) throw new Error(`store exited early:\n${store.output()}`);
    if (
      await fetch(`${baseUrl}${probe}`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return performance.now() - startedAt;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`store not ready:\n${store.output()}`);
}

async function postmasterPid(dataDir: string): Promise<number | undefined> {
  const text = await fs.readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').catch(() => undefined);
  return text ? Number(text.split('\n')[0]) : undefined;
}

const subscribe = (baseUrl: string, email: string) =>
  fetch(`${baseUrl}/newsletter/submit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  }).then((response) => response.status);

describe('the store process', () => {
  let dataDir: string;
  let env: Record<string, string>;
  let baseUrl: string;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'dappx-lifecycle-'));
    const port = await getPort();
    baseUrl = `http://127.0.0.1:${port}`;
    env = {
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      EMBEDDED_PG_PORT: String(await getPort()),
      // Starts and stops are what these tests are about: the demo dapps' history would add its seconds to each.
      DEMO_HISTORY: 'off',
    };
  });

  afterAll(async () => {
    const pid = await postmasterPid(dataDir);
    if (pid && isAlive(pid)) process.kill(pid, 'SIGINT');
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  // Each starts a whole store (PostgreSQL, migrations, demo chains and their contracts): under 10 s
  // alone, above 20 s on a two-core CI machine running the other test files beside it.
  it('starts on a new data folder, refuses a second store on it, and stops PostgreSQL with itself on Ctrl-C', async () => {
    const store = startStore(env);
    await waitUntilReady(baseUrl, store);
    expect(store.output()).toContain(`DAPPX is running at`);
    expect(await subscribe(baseUrl, 'kept@example.com')).toBe(200);
    const postgres = await postmasterPid(dataDir);
    expect(postgres && isAlive(postgres)).toBe(true);

    const second = startStore(env);
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/Another DAPPX store \(pid \d+\) is already running/);
    // A reason the person can fix is one clear line, not a stack trace.
    expect(second.output()).not.toMatch(/\n\s+at /);

    store.process.kill('SIGINT');
    expect(await store.exited).toBe(0);
    expect(store.output()).toContain('Stopped cleanly.');
    expect(isAlive(postgres!)).toBe(false);
    expect(existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
  }, 60_000);

  it('starts again on the same data, keeping what was stored', async () => {
    const store = startStore(env);
    await waitUntilReady(baseUrl, store);
    expect(store.output()).not.toContain('Creating the embedded PostgreSQL cluster');
    expect(await subscribe(baseUrl, 'kept@example.com')).toBe(409);
    store.process.kill('SIGTERM');
    expect(await store.exited).toBe(0);
  }, 60_000);

  it('adopts the PostgreSQL a killed store left behind, and stops it on the next Ctrl-C', async () => {
    const killed = startStore(env);
    await waitUntilReady(baseUrl, killed);
    killed.process.kill('SIGKILL');
    await killed.exited;
    const orphan = await postmasterPid(dataDir);
    expect(orphan && isAlive(orphan)).toBe(true);

    const store = startStore(env);
    await waitUntilReady(baseUrl, store);
    expect(await subscribe(baseUrl, 'kept@example.com')).toBe(409);
    store.process.kill('SIGINT');
    expect(await store.exited).toBe(0);
    expect(isAlive(orphan!)).toBe(false);
  }, 60_000);

  it('stops with one line naming the variable when a port it must bind is taken', async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as net.AddressInfo).port;
    try {
      for (const variable of ['PORT', 'EMBEDDED_PG_PORT', 'DEMO_L1_PORT', 'DEMO_L2_PORT']) {
        const ownDataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'dappx-ports-'));
        const store = startStore({ ...env, DATA_DIR: ownDataDir, [variable]: String(port) });
        expect(await store.exited, variable).toBe(1);
        expect(store.output()).toContain(
          `${variable}: port ${port} is already in use. Stop what listens there, or set ${variable} to a free port.`,
        );
        expect(store.output()).not.toMatch(/\n\s+at /);
        // Whatever it had started before giving up, it stopped.
        const postgres = await postmasterPid(ownDataDir);
        expect(postgres === undefined || !isAlive(postgres)).toBe(true);
        await fs.rm(ownDataDir, { recursive: true, force: true });
      }
    } finally {
      taken.close();
    }
  }, 120_000);
});

describe('the store process on chains that stop answering', () => {
  it('keeps answering requests while its background loops wait on the chains, even with one connection for requests', async () => {
    // An RPC that takes connections and never answers: each loop's round waits on it inside its transaction.
    const silentRpc = http.createServer(() => undefined);
    await new Promise<void>((resolve) => silentRpc.listen(0, '127.0.0.1', resolve));
    const rpcUrl = `http://127.0.0.1:${(silentRpc.address() as net.AddressInfo).port}`;
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'dappx-silent-chain-'));
    const port = await getPort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const store = startStore({
      ...realChainsEnv(),
      L1_RPC_URL: `${rpcUrl}/l1`,
      L2_RPC_URL: `${rpcUrl}/l2`,
      CHAIN_POLL_MS: '50',
      DB_POOL_MAX: '1',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      EMBEDDED_PG_PORT: String(await getPort()),
    });
    try {
      await waitUntilReady(baseUrl, store, '/healthz');
      // The loops' first rounds are under way; each request below needs the database.
      await new Promise((resolve) => setTimeout(resolve, 500));
      for (const name of ['first', 'second', 'third']) {
        expect(await subscribe(baseUrl, `${name}@example.com`)).toBe(200);
      }
    } finally {
      // The chains' calls fail at once, so the loops' rounds end and the store stops without waiting.
      silentRpc.closeAllConnections();
      silentRpc.close();
      store.process.kill('SIGINT');
      expect(await store.exited).toBe(0);
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
