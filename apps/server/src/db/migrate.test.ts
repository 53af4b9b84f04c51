import { randomBytes } from 'node:crypto';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { describe, expect, inject, it } from 'vitest';
import { migratedUpTo, query } from '../../test/migrations';
import { migrationsFolder } from '../lib/paths';
import { createDatabase } from './embedded-postgres';
import { runMigrations } from './migrate';

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

  it('moves the hash a chain deposit or payout kept as its memo into tx_hash (0015)', async () => {
    // A database migrated before the column existed: the migrations up to 0014 only.
    const url = await migratedUpTo('tx_hash', 14);
    const deposit = `0x${'Ab'.repeat(32)}`;
    const payout = `0x${'cd'.repeat(32)}`;
    const reason = `0x${'ef'.repeat(32)}`;
    await query(
      url,
      `INSERT INTO ledger_entries (kind, memo) VALUES ('deposit', '${deposit}'), ('withdraw', '${payout}'),
        ('airdrop', '${reason}'), ('withdraw_refund', 'cancelled withdrawal 1'), ('transfer', 'ACE vault-to-active')`,
    );

    await runMigrations(url);
    expect(await query(url, 'SELECT kind, memo, tx_hash FROM ledger_entries ORDER BY id')).toEqual([
      { kind: 'deposit', memo: '', tx_hash: deposit },
      { kind: 'withdraw', memo: '', tx_hash: payout },
      { kind: 'airdrop', memo: reason, tx_hash: null },
      { kind: 'withdraw_refund', memo: 'cancelled withdrawal 1', tx_hash: null },
      { kind: 'transfer', memo: 'ACE vault-to-active', tx_hash: null },
    ]);
    // History is final again after the backfill, and the column takes only a transaction hash.
    await expect(query(url, "UPDATE ledger_entries SET memo = 'edited'")).rejects.toThrow(/never edited/);
    await expect(
      query(url, "INSERT INTO ledger_entries (kind, tx_hash) VALUES ('deposit', 'x')"),
    ).rejects.toThrow(/ledger_entries_tx_hash_format/);
  });
});
