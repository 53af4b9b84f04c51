import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getPort, startEmbeddedPostgres, throwawayDataDir } from './server-internals';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverEntry = path.resolve(here, '../../server/dist/main.js');

// A start plays the demo dapps' month of history before it listens: 25 s alone on two cores.
async function waitUntilReady(url: string, server: { exitCode: number | null }) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} was not ready within 120 s`);
}

/**
 * The real built server on a free port with its own throwaway PostgreSQL and outbox. Tests read
 * E2E_BASE_URL, E2E_DATABASE_URL and E2E_DATA_DIR from the environment they inherit.
 */
export default async function globalSetup() {
  const dataDir = await throwawayDataDir('dappx-e2e');
  const postgres = await startEmbeddedPostgres({ dataDir, port: await getPort(), durable: false });
  const port = await getPort();
  const env = {
    ...process.env,
    DATABASE_URL: postgres.url,
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000',
    SIGN_IN_RATE_LIMIT_MAX: '100000',
    RPC_RATE_LIMIT_MAX: '100000',
    DEMO_FUNDING_PER_HOUR: '100000',
    MAIL_RATE_LIMIT_MAX: '100000',
    MONEY_RATE_LIMIT_MAX: '100000',
    // Region tests send the header a trusted proxy would set, or the address it forwards.
    COUNTRY_HEADER: 'cf-ipcountry',
    TRUST_PROXY: 'true',
    // Demo chains on free ports (a store started by hand may hold the default ones); fast indexing.
    DEMO_L1_PORT: '0',
    DEMO_L2_PORT: '0',
    CHAIN_POLL_MS: '250',
    DEPOSIT_CONFIRMATIONS: '1',
    // The demo dapps and their month of history (the default) stay on: the rankings' pages read them.
  };
  const server = spawn(process.execPath, [serverEntry], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    await waitUntilReady(`http://127.0.0.1:${port}/readyz`, server);
  } catch (error) {
    server.kill('SIGKILL');
    await postgres.stop();
    throw error;
  }

  process.env.E2E_BASE_URL = `http://127.0.0.1:${port}`;
  process.env.E2E_DATABASE_URL = postgres.url;
  process.env.E2E_DATA_DIR = dataDir;

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode !== null ? resolve(null) : server.once('exit', resolve)));
    await postgres.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
}
