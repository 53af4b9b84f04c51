import { describe, expect, it } from 'vitest';
import { runMigrations } from '../../db/migrate';
import { migratedUpTo, query } from '../../../test/migrations';

const columns = 'user_id, token_type, last_pledged_at, mined_until, mining_carry, total_mined';

describe('the staking accounts table (0016)', () => {
  it('takes over every row of pledging_accounts unchanged, governance activations included', async () => {
    const url = await migratedUpTo('staking', 15);
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
