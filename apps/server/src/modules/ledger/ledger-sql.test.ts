import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../lib/paths';

const marker = '-- Written by scripts/ledger-migration.mjs';

/** The migrations written from ledger.sql, oldest first. */
function ledgerMigrations(): { name: string; text: string }[] {
  return readdirSync(migrationsFolder)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, text: readFileSync(path.join(migrationsFolder, name), 'utf8') }))
    .filter(({ text }) => text.startsWith(marker));
}

describe('the ledger SQL file', () => {
  it('is what the newest ledger migration applies, so the file holds the current definitions', () => {
    const current = readFileSync(new URL('./ledger.sql', import.meta.url), 'utf8');
    const newest = ledgerMigrations().at(-1);
    expect(newest, 'no migration was written by scripts/ledger-migration.mjs').toBeDefined();
    const applied = newest!.text.slice(newest!.text.indexOf('\n') + 1);
    expect(applied, `${newest!.name} differs from ledger.sql: write a new migration from it`).toBe(current);
  });
});
