import type { RankingsBasis, RankingsRow } from '@dappx/shared';

/**
 * A row's figures as the chosen basis shows them: the cleaned ones take the raw ones' places (trusted
 * wallets, cleaned transactions, clean volume), so every table, card and sort reads one set.
 */
export function rowOfBasis(row: RankingsRow, basis: RankingsBasis): RankingsRow {
  if (basis === 'raw') return row;
  return {
    ...row,
    uaw: row.trusted_uaw,
    transactions: row.clean_transactions,
    volume_usd: row.clean_volume_usd,
  };
}
