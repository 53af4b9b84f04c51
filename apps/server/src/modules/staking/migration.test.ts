import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { createDatabase } from '../../db/embedded-postgres';
import { runMigrations } from '../../db/migrate';
import { migrationsFolder } from '../../lib/paths';

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

/** A database migrated only up to migration `lastIdx`, as a store that started before the later ones. */
async function migratedUpTo(lastIdx: number): Promise<string> {
  const url = await createDatabase(inject('pgAdminUrl'), `staking_${randomBytes(6).toString('hex')}`);
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

const columns = 'user_id, token_type, last_pledged_at, mined_until, mining_carry, total_mined';

describe('the staking accounts table (0016)', () => {
  it('takes over every row of pledging_accounts unchanged, governance activations included', async () => {
    const url = await migratedUpTo(15);
    await query(
      url,
      `INSERT INTO users (id, public_address, email, username, nonce, referral_code)
       VALUES ('00000000-0000-4000-8000-000000000016', '0xabababababababababababababababababababab', 'a@example.com', 'a', 'n', 'r')`,
    );
    await query(
      url,
      `INSERT INTO pledging_accounts (${columns}) VALUES
        ('00000000-0000-4000-8000-000000000016', 'DAPPX', '2026-01-02T03:04:05Z', '2026-01-03T00:00:00Z', 123, 4567),
        ('00000000-0000-4000-8000-000000000016', 'ACE-governance', NULL, '2026-01-04T00:00:00Z', 0, 89)`,
    );
    const before = await query(url, `SELECT ${columns} FROM pledging_accounts ORDER BY token_type`);

    await runMigrations(url);
    expect(await query(url, `SELECT ${columns} FROM staking_accounts ORDER BY token_type`)).toEqual(before);
    expect(await query(url, "SELECT to_regclass('pledging_accounts') AS old")).toEqual([{ old: null }]);
    // One account per user and kind of staking still: a second activation inserts nothing.
    await expect(
      query(
        url,
        `INSERT INTO staking_accounts (user_id, token_type) VALUES ('00000000-0000-4000-8000-000000000016', 'DAPPX')`,
      ),
    ).rejects.toThrow(/staking_accounts_user_id_token_type_pk/);
  });
});
