import { explorerEndpoints } from '@dappx/shared/endpoints/explorer';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const pendingPollMs = 2_000;

/** A demo chain's transaction as our explorer shows it; asked again every 2 s while it is pending. */
export function useExplorerTransaction(chainId: string, hash: string) {
  return useQuery({
    queryKey: ['explorer', chainId, hash],
    queryFn: () => api(explorerEndpoints.explorerTransaction, { params: { chainId, hash } }),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? pendingPollMs : false),
    retry: false,
  });
}
