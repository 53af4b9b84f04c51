import type { ContractListing } from '@dappx/shared/contract-proofs';
import { contractProofsEndpoints } from '@dappx/shared/endpoints/contract-proofs';
import type { GetListParams } from 'react-admin';
import type { ResourceData } from '../../lib/resource-data';
import { adminApi } from '../../lib/admin-api';

/** A listed contract as the console's table holds it: react-admin needs an id, made of what names it. */
export type ContractRow = ContractListing & { id: string };

const rowOf = (contract: ContractListing): ContractRow => ({
  ...contract,
  id: `${contract.app} ${contract.chain_id} ${contract.address}`,
});

/** Every contract the apps list, or one app's, by part of the address, with its team's proof and any editor's addition. */
export const contractsData: ResourceData = {
  getList: async (_resource, params: GetListParams) => {
    const { page = 1, perPage = 25 } = params.pagination ?? {};
    const filter = params.filter as { app?: string; q?: string };
    const app = filter.app?.trim().toLowerCase();
    const q = filter.q?.trim();
    const { contracts, total } = await adminApi(contractProofsEndpoints.adminContractListings, {
      query: { offset: (page - 1) * perPage, limit: perPage, ...(app ? { app } : {}), ...(q ? { q } : {}) },
    });
    return { data: contracts.map(rowOf) as never[], total };
  },
};

type Listing = Pick<ContractListing, 'app' | 'chain_id' | 'address'>;

const listingOf = ({ app, chain_id, address }: Listing) => ({ app, chain_id, address });

/** The console's three changes to a listing, each checked and audited by the server. */
export const enterProof = (contract: Listing, signature: string) =>
  adminApi(contractProofsEndpoints.adminContractProof, { body: { ...listingOf(contract), signature } });
export const addByEditor = (contract: Listing, reason: string) =>
  adminApi(contractProofsEndpoints.adminEditorAdd, { body: { ...listingOf(contract), reason } });
export const removeEditorAddition = (contract: Listing, reason: string) =>
  adminApi(contractProofsEndpoints.adminEditorRemove, { body: { ...listingOf(contract), reason } });
