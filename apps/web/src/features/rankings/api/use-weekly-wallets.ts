import type { ChartCategory } from '@dappx/shared/catalogue-constants';
import type { RankingsRow } from '@dappx/shared/rankings';
import { useQuery } from '@tanstack/react-query';
import { rankingsQuery } from './get-rankings';

/**
 * The unique active wallets of a category's ranked apps over the last 7 days, by slug, from the first
 * page of the category's rankings (most wallets first): one call for a whole chart.
 */
export function useWeeklyWallets(category: ChartCategory): Map<string, RankingsRow['uaw']> {
  const rankings = useQuery(rankingsQuery({ window: '7d', chain: 'all', category, sort: 'uaw', page: 1 }));
  return new Map(rankings.data?.rows.map((row) => [row.app.slug, row.uaw]) ?? []);
}
