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

  it('keeps the shared rate-limit counters out of the WAL: a count commits without a flush (0031)', async () => {
    const url = await createDatabase(inject('pgAdminUrl'), `unlogged_${randomBytes(6).toString('hex')}`);
    await runMigrations(url);
    const [table] = await query<{ relpersistence: string }>(
      url,
      "SELECT relpersistence FROM pg_class WHERE oid = 'rate_limit_counters'::regclass",
    );
    expect(table?.relpersistence).toBe('u');
  });

  it('keeps uploads out of line and uncompressed, named only as they are served (0053)', async () => {
    const url = await createDatabase(inject('pgAdminUrl'), `uploads_${randomBytes(6).toString('hex')}`);
    await runMigrations(url);
    // EXTERNAL: a slice of a video (substring) reads only the chunks it covers.
    const [column] = await query<{ attstorage: string }>(
      url,
      "SELECT attstorage FROM pg_attribute WHERE attrelid = 'uploads'::regclass AND attname = 'bytes'",
    );
    expect(column?.attstorage).toBe('e');
    await expect(
      query(url, "INSERT INTO uploads (name, bytes) VALUES ('../logo.png', '\\x89')"),
    ).rejects.toThrow(/uploads_name_form/);
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

  it('counts the history totals of the entries already there, and keeps counting new ones (0030)', async () => {
    // A database migrated before the totals were kept: the migrations up to 0029 only.
    const url = await migratedUpTo('history_totals', 29);
    const [one, two] = [`0x${'aa'.repeat(20)}`, `0x${'bb'.repeat(20)}`];
    await query(
      url,
      `INSERT INTO users (public_address, email, username, nonce, referral_code)
      VALUES ('${one}', 'one@example.com', 'one', 'x', 'one'), ('${two}', 'two@example.com', 'two', 'x', 'two')`,
    );
    const post = (
      kind: string,
      user: string,
      lines: [owner: string | null, asset: string, bucket: string, amount: number][],
    ) =>
      query(
        url,
        `SELECT ledger_post_entry('${kind}', (SELECT id FROM users WHERE public_address = '${user}'), '', NULL,
          ARRAY[${lines.map(([owner]) => (owner ? `(SELECT id FROM users WHERE public_address = '${owner}')` : 'NULL')).join(', ')}]::uuid[],
          ARRAY[${lines.map(([, asset]) => `'${asset}'`).join(', ')}]::text[],
          ARRAY[${lines.map(([, , bucket]) => `'${bucket}'`).join(', ')}]::text[],
          ARRAY[${lines.map(([, , , amount]) => amount).join(', ')}]::numeric[])`,
      );
    const airdrop = (user: string, asset: string, amount: number) =>
      post('airdrop', user, [
        [null, asset, 'airdrops', -amount],
        [user, asset, 'vault', amount],
      ]);
    await airdrop(one, 'ACE', 10);
    await airdrop(one, 'ACE', 20);
    await airdrop(one, 'DAPPX', 5);
    await airdrop(two, 'ACE', 7);
    await post('transfer', one, [
      [one, 'ACE', 'vault', -3],
      [one, 'ACE', 'active', 3],
    ]);
    await post('withdraw', one, [
      [one, 'ACE', 'vault', -1],
      [null, 'ACE', 'chain_custody', 1],
    ]);

    await runMigrations(url);
    const totals = () =>
      query(
        url,
        `SELECT u.public_address AS user, c.asset, c.entries::int AS entries FROM ledger_external_entry_counts c
        JOIN users u ON u.id = c.user_id ORDER BY 1, 2`,
      );
    expect(await totals()).toEqual([
      { user: one, asset: 'ACE', entries: 3 },
      { user: one, asset: 'DAPPX', entries: 1 },
      { user: two, asset: 'ACE', entries: 1 },
    ]);
    await airdrop(two, 'ACE', 1);
    await airdrop(two, 'EDAO', 1);
    expect(await totals()).toEqual([
      { user: one, asset: 'ACE', entries: 3 },
      { user: one, asset: 'DAPPX', entries: 1 },
      { user: two, asset: 'ACE', entries: 2 },
      { user: two, asset: 'EDAO', entries: 1 },
    ]);
  });
});
