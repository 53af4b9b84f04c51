import type { ContractProofBody } from '@dappx/shared/contract-proofs';
import { contractProofsEndpoints } from '@dappx/shared/endpoints/contract-proofs';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The contracts an approved submission's app lists, each with its team's proof or none. */
export const contractProofsQuery = (app: string) =>
  queryOptions({
    queryKey: ['contract-proofs', app],
    queryFn: () => api(contractProofsEndpoints.contractProofs, { query: { app } }),
  });

export const useContractProofs = (app: string) => useQuery(contractProofsQuery(app));

/** Sends a team's signature for one contract; the list shows the proof once the store has checked it. */
export function useSendContractProof(app: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ContractProofBody) => api(contractProofsEndpoints.contractProofSubmit, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: contractProofsQuery(app).queryKey }),
  });
}
