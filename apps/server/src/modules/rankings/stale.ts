import { sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';

/**
 * Marks apps whose kept figures no longer match their rows: those `apps` answers (an SQL query of
 * `app_slug`). The marks have no key, so rounds on two chains marking the same app never wait on each
 * other; the round that measures an app again clears every mark of it it can see.
 */
export async function markStale(db: DbExecutor, apps: SQL): Promise<void> {
  await db.execute(sql`INSERT INTO rankings_stale (app_slug) SELECT DISTINCT app_slug FROM (${apps}) apps`);
}

/** The apps with a watched contract on a chain (all of them when no chain is given). */
export const appsWatchedOn = (chainId?: number): SQL =>
  sql`SELECT app_slug FROM rankings_contracts WHERE ${chainId === undefined ? sql`TRUE` : sql`chain_id = ${chainId}`}`;
