import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Db, DbExecutor } from '../../db/client';
import { listenToChannel } from '../../lib/notifications';

/** The PostgreSQL channel on which a catalogue change is announced to every process of the store. */
export const catalogueChannel = 'catalogue_changed';

/** Tells every replica, once the change's transaction commits (NOTIFY waits for it), to read afresh. */
export async function announceCatalogueChange(tx: DbExecutor, table: string): Promise<void> {
  await tx.execute(sql`SELECT pg_notify(${catalogueChannel}, ${table})`);
}

/** Clears this process's catalogue caches whenever any process announces a change. */
export function listenForCatalogueChanges(db: Db, clear: () => void, log: FastifyBaseLogger) {
  // drizzle keeps the pool it was made with (connectDatabase): the listener connects as it does.
  const { $client: pool } = db as Db & { $client: pg.Pool };
  return listenToChannel(pool, catalogueChannel, clear, log);
}
