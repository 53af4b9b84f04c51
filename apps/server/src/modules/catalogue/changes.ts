import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { sessionConnection, type Db, type DbExecutor } from '../../db/client';
import { listenToChannel } from '../../lib/notifications';

/** The PostgreSQL channel on which a catalogue change is announced to every process of the store. */
const catalogueChannel = 'catalogue_changed';

/** Tells every replica, once the change's transaction commits (NOTIFY waits for it), to read afresh. */
export async function announceCatalogueChange(tx: DbExecutor, table: string): Promise<void> {
  await tx.execute(sql`SELECT pg_notify(${catalogueChannel}, ${table})`);
}

/** Clears this process's catalogue caches whenever any process announces a change. */
export function listenForCatalogueChanges(
  { db, directUrl }: { db: Db; directUrl: string | undefined },
  clear: () => void,
  log: FastifyBaseLogger,
) {
  return listenToChannel(sessionConnection(db, directUrl), catalogueChannel, clear, log);
}
