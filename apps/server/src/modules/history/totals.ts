import { assets, type Asset, type TokenTotals } from '@dappx/shared';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';

/** The user's buckets by the part of a token's total they make. */
const parts = {
  vault: ['vault', 'main'],
  active: ['active', 'pocket'],
  staked: ['governance_staked', 'season_staked', 'pledged'],
  pending: ['pending_withdrawal'],
} as const;

const sumOf = (buckets: readonly string[]) =>
  sql`coalesce(sum(balance) FILTER (WHERE bucket = ANY(${sql.param(buckets)}::text[])), 0)::text`;

/**
 * Per token, what the user holds in the store, each part apart, and the total: vault, active and staked
 * (what the activity list's rows add up to); what is held for a withdrawal on its way out is apart.
 */
export async function totalsOf(db: DbExecutor, userId: string): Promise<TokenTotals[]> {
  const found = await db.execute<{
    asset: Asset;
    vault: string;
    active: string;
    staked: string;
    pending: string;
  }>(sql`
    SELECT asset, ${sumOf(parts.vault)} AS vault, ${sumOf(parts.active)} AS active,
      ${sumOf(parts.staked)} AS staked, ${sumOf(parts.pending)} AS pending
    FROM ledger_accounts WHERE user_id = ${userId} GROUP BY asset`);
  const byAsset = new Map(found.rows.map((row) => [row.asset, row]));
  return assets.map((token) => {
    const row = byAsset.get(token) ?? { vault: '0', active: '0', staked: '0', pending: '0' };
    const total = BigInt(row.vault) + BigInt(row.active) + BigInt(row.staked);
    return {
      token,
      vault: row.vault,
      active: row.active,
      staked: row.staked,
      pending: row.pending,
      total: String(total),
    };
  });
}
