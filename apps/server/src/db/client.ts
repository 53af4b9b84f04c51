import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

/**
 * With its pool as `$client`: a hot statement may go to the driver directly. Never named: the pool may
 * sit behind a transaction pooler (PgBouncer), where a statement prepared on one server connection is
 * unknown to the next.
 */
export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** A transaction handle or the database itself: services accept either so calls compose into one transaction. */
export type DbExecutor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = { pool: pg.Pool; db: Db; close: () => Promise<void> };

export function connectDatabase(
  url: string,
  options: { max?: number; onError?: (error: Error) => void } = {},
) {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its server must not crash the process; the next query reports the outage.
  pool.on('error', (error) => options.onError?.(error));
  // A client in use whose server goes (a pooler or PostgreSQL restarting) fails its query and also emits
  // 'error', which the pool listens to only while the client is idle: unheard, it would end the process.
  // The failed query reports the outage; the pool drops the broken client when it comes back.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzle(pool, { schema });
  return { pool, db, close: () => pool.end() } satisfies Database;
}

/**
 * Where a connection that must outlive a transaction goes (LISTEN): PostgreSQL itself when the pool
 * reaches it through a transaction pooler (DIRECT_DATABASE_URL), else where the pool's connections go.
 */
export function sessionConnection(db: Db, directUrl: string | undefined): pg.ClientConfig {
  return directUrl ? { connectionString: directUrl } : db.$client.options;
}
