import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-app';
import { migrationsFolder } from '../../lib/paths';

const marker = '-- Written by scripts/ledger-migration.mjs';
const current = readFileSync(new URL('./ledger.sql', import.meta.url), 'utf8');

/** The migrations written from ledger.sql, oldest first. */
function ledgerMigrations(): { name: string; text: string }[] {
  return readdirSync(migrationsFolder)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, text: readFileSync(path.join(migrationsFolder, name), 'utf8') }))
    .filter(({ text }) => text.startsWith(marker));
}

/** The ledger's functions, views and triggers as the database holds them. */
async function ledgerDefinitions(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ definition: string }>(`
    SELECT pg_get_functiondef(p.oid) AS definition FROM pg_proc p
      WHERE p.proname LIKE 'ledger\\_%' AND p.pronamespace = 'public'::regnamespace
    UNION ALL SELECT pg_get_viewdef(c.oid) FROM pg_class c
      WHERE c.relkind = 'v' AND c.relname LIKE 'ledger\\_%' AND c.relnamespace = 'public'::regnamespace
    UNION ALL SELECT pg_get_triggerdef(t.oid) FROM pg_trigger t
      WHERE NOT t.tgisinternal AND t.tgrelid::regclass::text LIKE 'ledger\\_%'
    ORDER BY 1`);
  return rows.map((row) => row.definition);
}

describe('the ledger SQL file', () => {
  it('is what the newest ledger migration applies, so the file holds the current definitions', () => {
    const newest = ledgerMigrations().at(-1);
    expect(newest, 'no migration was written by scripts/ledger-migration.mjs').toBeDefined();
    const applied = newest!.text.slice(newest!.text.indexOf('\n') + 1);
    expect(applied, `${newest!.name} differs from ledger.sql: write a new migration from it`).toBe(current);
  });

  it('runs again on a migrated database and changes nothing there', async () => {
    const client = new pg.Client({ connectionString: await createTestDatabase() });
    await client.connect();
    try {
      const migrated = await ledgerDefinitions(client);
      expect(migrated.filter((line) => line.startsWith('CREATE CONSTRAINT TRIGGER'))).toHaveLength(1);
      expect(migrated.find((line) => line.includes('ledger_postings_balanced'))).toMatch(
        /FOR EACH STATEMENT/,
      );
      for (const statement of current.split('--> statement-breakpoint')) await client.query(statement);
      expect(await ledgerDefinitions(client)).toEqual(migrated);
    } finally {
      await client.end();
    }
  });
});
