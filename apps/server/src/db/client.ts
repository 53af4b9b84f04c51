import type { ExtractTablesWithRelations, RelationalSchemaConfig } from 'drizzle-orm';
import { drizzle, NodePgSession, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { isDatabaseUnavailable } from './errors';
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
  releaseEveryTransaction(db, pool);
  return { pool, db, close: () => pool.end() } satisfies Database;
}

/** The fields of drizzle's session this needs (not in its public types). */
type Session = {
  dialect: ConstructorParameters<typeof NodePgSession>[1];
  schema: ConstructorParameters<typeof NodePgSession>[2];
  options: ConstructorParameters<typeof NodePgSession>[3];
  transaction: NodePgDatabase<typeof schema>['transaction'];
};

/**
 * drizzle's pooled transaction sends BEGIN before its try block: a BEGIN that fails (the pooler or
 * PostgreSQL restarting under it) never gives its connection back, and a pool short of one can never
 * end, so a replica told to stop hangs. Here the connection is taken and given back around drizzle's
 * own transaction on that one connection, whatever happens; one whose server is gone is dropped.
 */
function releaseEveryTransaction(db: NodePgDatabase<typeof schema>, pool: pg.Pool) {
  const session = (db as unknown as { session: Session }).session;
  session.transaction = async (run, config) => {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      const onOneConnection = new NodePgSession<typeof schema, ExtractTablesWithRelations<typeof schema>>(
        client,
        session.dialect,
        session.schema as RelationalSchemaConfig<ExtractTablesWithRelations<typeof schema>>,
        session.options,
      );
      return await onOneConnection.transaction(run, config);
    } catch (error) {
      if (error instanceof Error && isDatabaseUnavailable(error)) broken = error;
      throw error;
    } finally {
      client.release(broken);
    }
  };
}

/**
 * Where a connection that must outlive a transaction goes (LISTEN): PostgreSQL itself when the pool
 * reaches it through a transaction pooler (DIRECT_DATABASE_URL), else where the pool's connections go.
 */
export function sessionConnection(db: Db, directUrl: string | undefined): pg.ClientConfig {
  return directUrl ? { connectionString: directUrl } : db.$client.options;
}
