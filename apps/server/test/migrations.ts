import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { inject } from 'vitest';
import { createDatabase } from '../src/db/embedded-postgres';
import { migrationsFolder } from '../src/lib/paths';

/** One statement on its own connection, answering the rows. */
export async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

/** A new database (named `<name>_<random>`) migrated up to migration `lastIdx` only, as a store that started before the later ones. */
export async function migratedUpTo(name: string, lastIdx: number): Promise<string> {
  const url = await createDatabase(inject('pgAdminUrl'), `${name}_${randomBytes(6).toString('hex')}`);
  const before = await mkdtemp(path.join(tmpdir(), 'migrations-'));
  try {
    await cp(migrationsFolder, before, { recursive: true });
    const journalFile = path.join(before, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { idx: number }[] };
    journal.entries = journal.entries.filter((entry) => entry.idx <= lastIdx);
    await writeFile(journalFile, JSON.stringify(journal));
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await migrate(drizzle(client), { migrationsFolder: before });
    } finally {
      await client.end();
    }
  } finally {
    await rm(before, { recursive: true, force: true });
  }
  return url;
}
