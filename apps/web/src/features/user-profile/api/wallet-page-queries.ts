import type { QueryClient } from '@tanstack/react-query';
import { tokenBalancesQuery, tokenTotalsQuery } from '@/features/balances';
import { governanceEarnedQuery, governanceHistoryQuery, governanceStakeQuery } from '@/features/governance';
import { myNftsQuery } from '@/features/marketplace';
import { myDappxBalanceQuery, tokenStakeBalanceQuery } from '@/features/token-staking';
import { prefetchSeasonSection } from '@/features/seasons';
import { zeraLiveQuery } from '../hooks/use-zera-live';

/**
 * What every page of the area shows besides the profile and the prices (which the router starts from the
 * first load): the holdings and their total value.
 */
const everyPage = (client: QueryClient) => [
  client.prefetchQuery(tokenTotalsQuery()),
  client.prefetchQuery(zeraLiveQuery()),
];

/** What each page adds, by its path below the area (the overview is ''). */
const pageQueries: Record<string, (client: QueryClient) => Promise<void>[]> = {
  '': () => [],
  ace: (client) => [
    client.prefetchQuery(tokenBalancesQuery('acent')),
    client.prefetchQuery(governanceStakeQuery('acent')),
    client.prefetchQuery(tokenStakeBalanceQuery('ACE')),
    client.prefetchQuery(governanceEarnedQuery('acent')),
    client.prefetchQuery(governanceHistoryQuery('acent', 0)),
    prefetchSeasonSection(client).catch(() => undefined),
  ],
  dappx: (client) => [
    client.prefetchQuery(tokenBalancesQuery('dappx')),
    client.prefetchQuery(myDappxBalanceQuery()),
    client.prefetchQuery(tokenStakeBalanceQuery('DAPPX')),
  ],
  zera: () => [],
  edao: (client) => [
    client.prefetchQuery(tokenBalancesQuery('edao')),
    client.prefetchQuery(governanceStakeQuery('edao')),
    client.prefetchQuery(governanceEarnedQuery('edao')),
    client.prefetchQuery(governanceHistoryQuery('edao', 0)),
  ],
  nfts: (client) => [client.prefetchQuery(myNftsQuery())],
};

/**
 * Starts the requests a wallet page's first render makes, so they run while its code downloads rather
 * than after the first render: a page whose figures arrive with its code is usable at once. Resolves
 * when they have all been answered.
 */
export async function prefetchWalletPage(queryClient: QueryClient, page: string): Promise<void> {
  await Promise.all([...everyPage(queryClient), ...(pageQueries[page]?.(queryClient) ?? [])]);
}
