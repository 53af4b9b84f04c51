import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { StartupError } from '../lib/startup-error';
import { internalPort } from '../lib/free-port';
import { isAlive, startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres';

/**
 * `url` serves queries (it may be a transaction pooler); `directUrl` reaches PostgreSQL itself, for what
 * needs a session lasting across transactions: migrations under their session lock, LISTEN.
 */
type Resolved = { url: string; directUrl: string; embedded: EmbeddedPostgres | undefined };

/**
 * DATABASE_URL when given (DIRECT_DATABASE_URL past a pooler, else DATABASE_URL again); otherwise the
 * embedded cluster under the data folder. The store owns that cluster (and adopts one a killed start left
 * behind); a tool such as the admin command only borrows it.
 */
export async function resolveDatabase(
  config: Config,
  role: 'store' | 'tool',
  log: (line: string) => void = () => undefined,
): Promise<Resolved> {
  if (config.databaseUrl) {
    const url = config.databaseUrl;
    return { url, directUrl: config.directDatabaseUrl ?? url, embedded: undefined };
  }
  if (role === 'store') claimDataDir(config.dataDir);
  const embedded = await startEmbeddedPostgres({
    dataDir: config.dataDir,
    port: () =>
      internalPort('EMBEDDED_PG_PORT', config.embeddedPgPort, config.portsGiven.has('EMBEDDED_PG_PORT')),
    adopt: role === 'store',
    log,
  });
  return { url: embedded.url, directUrl: embedded.url, embedded };
}

/** One store process per data folder: a second one would fight the first over its database. */
function claimDataDir(dataDir: string) {
  mkdirSync(dataDir, { recursive: true });
  const pidFile = path.join(dataDir, 'store.pid');
  const other = Number(readFileSafe(pidFile));
  if (other && other !== process.pid && isAlive(other)) {
    throw new StartupError(
      `Another DAPPX store (pid ${other}) is already running on ${dataDir}. Stop it first, or set DATA_DIR.`,
    );
  }
  writeFileSync(pidFile, String(process.pid));
  process.once('exit', () => rmSync(pidFile, { force: true }));
}

function readFileSafe(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}
