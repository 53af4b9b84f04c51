import { randomBytes } from 'node:crypto';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { migrationsFolder } from '../lib/paths';
import { describe, expect, inject, it } from 'vitest';
import { createDatabase } from './embedded-postgres';
import { runMigrations } from './migrate';

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

describe('runMigrations', () => {
  it('lets several processes start at once: each migration is applied exactly once', async () => {
    const url = await createDatabase(inject('pgAdminUrl'), `race_${randomBytes(6).toString('hex')}`);
    await Promise.all([runMigrations(url), runMigrations(url), runMigrations(url)]);
    const applied = await query<{ count: string }>(url, 'SELECT count(*) FROM drizzle.__drizzle_migrations');
    const files = readMigrationFiles({ migrationsFolder });
    expect(Number(applied[0]?.count)).toBe(files.length);
    const tables = await query<{ table_name: string }>(
      url,
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1",
    );
    expect(tables.map((row) => row.table_name)).toEqual(
      expect.arrayContaining(['app_settings', 'newsletter_subscriptions', 'catalogue_apps']),
    );
  });

  it('keeps the settings table to a single row', async () => {
    const url = await createDatabase(inject('pgAdminUrl'), `single_${randomBytes(6).toString('hex')}`);
    await runMigrations(url);
    await query(url, 'INSERT INTO app_settings (id) VALUES (true)');
    await expect(query(url, 'INSERT INTO app_settings (id) VALUES (false)')).rejects.toThrow(
      /app_settings_single_row/,
    );
  });
});
