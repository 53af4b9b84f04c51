import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { migrationsFolder } from '../lib/paths';

/** Arbitrary but fixed: every process that migrates this database queues on the same lock. */
const MIGRATION_LOCK_KEY = 0x0da99_0001;

export async function runMigrations(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // A session lock on the migrating connection: a second process starting at once waits here,
    // then finds nothing left to apply. Held across the migrations' transactions, so `databaseUrl` must
    // reach PostgreSQL itself (DIRECT_DATABASE_URL behind a transaction pooler), where the session is ours.
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate(drizzle(client), { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await client.end();
  }
}

/** The hash of the newest committed migration; readiness needs it applied. */
export function latestMigrationHash(): string {
  const migrations = readMigrationFiles({ migrationsFolder });
  const latest = migrations.at(-1);
  if (!latest) throw new Error(`No migrations found in ${migrationsFolder}`);
  return latest.hash;
}
