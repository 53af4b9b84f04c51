import { contractSafetyEndpoints } from '@dappx/shared/endpoints/contract-safety';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** What the chain says of each contract an app lists, as the store's background job last read it. */
export const contractSafetyQuery = (app: string) => ({
  queryKey: ['contract-safety', app],
  queryFn: () => api(contractSafetyEndpoints.contractSafety, { query: { app } }),
  staleTime: 60_000,
});

export const useContractSafety = (app: string) => useQuery(contractSafetyQuery(app));
