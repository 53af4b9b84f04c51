import type { QueryClient } from '@tanstack/react-query';
import { tokenBalancesQuery, tokenTotalsQuery } from '@/features/balances';
import {
  governanceEarnedQuery,
  governanceHistoryPageSize as historyPageSize,
  governanceHistoryQuery,
  governanceStakeQuery,
} from '@/features/governance';
import { myDappxBalanceQuery, pledgeBalanceQuery, underPenaltyQuery } from '@/features/pledging';
import { pledgedAcentQuery, seasonsQuery, stakeHistoryTotalQuery } from '@/features/seasons';
import { zeraLiveQuery } from '../hooks/use-zera-live';

type Query = { queryKey: readonly unknown[]; queryFn: () => Promise<unknown> };

/** What each page of the area reads on its first screen, beyond what every page does. */
const pageQueries: Record<string, () => Query[]> = {
  ace: () => [
    tokenBalancesQuery('acent'),
    pledgeBalanceQuery('ACE'),
    underPenaltyQuery('ACE'),
    governanceStakeQuery('acent'),
    governanceEarnedQuery('acent'),
    governanceHistoryQuery('acent', 0, historyPageSize),
    seasonsQuery(),
    pledgedAcentQuery(),
    stakeHistoryTotalQuery(),
  ],
  dappx: () => [
    tokenBalancesQuery('dappx'),
    tokenBalancesQuery('acent'),
    pledgeBalanceQuery('DAPPX'),
    underPenaltyQuery('DAPPX'),
    myDappxBalanceQuery(),
  ],
  edao: () => [
    tokenBalancesQuery('edao'),
    governanceStakeQuery('edao'),
    governanceEarnedQuery('edao'),
    governanceHistoryQuery('edao', 0, historyPageSize),
  ],
};

/**
 * Starts the reads of the wallet area's page at `page` (the path below /user-profile) together with the
 * profile's, rather than once the profile has come back and the page has rendered: the totals and Zera
 * every page shows, and the page's own balances, stakes and first page of history.
 */
export function prefetchWalletPage(queryClient: QueryClient, page: string) {
  const queries = [tokenTotalsQuery(), zeraLiveQuery(), ...(pageQueries[page]?.() ?? [])];
  queries.forEach((query) => void queryClient.prefetchQuery(query));
}
