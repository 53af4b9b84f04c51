import type { ContractProofRole, ContractSafetyResponse } from '@dappx/shared';
import type { DbExecutor } from '../../db/client';
import type { ChainsConfig } from '../../lib/chains-config';
import { catalogueContracts } from '../rankings';
import { currentProofsOfApp, safetyOf } from './repository';

type Listed = ContractSafetyResponse['contracts'][number];

/** The counts the summary line is made of: each a fact a user can check in the rows below it. */
function summaryOf(contracts: Listed[]): ContractSafetyResponse['summary'] {
  const read = contracts.flatMap((contract) => (contract.facts ? [contract.facts] : []));
  const upgradeable = read.filter((facts) => facts.proxy.kind === 'eip1967');
  return {
    contracts: contracts.length,
    proven: contracts.filter((contract) => contract.proof).length,
    unread: contracts.length - read.length,
    upgradeable: upgradeable.length,
    upgradeable_by_wallet: upgradeable.filter((facts) => facts.proxy.upgrader.kind === 'wallet').length,
    owned_by_wallet: read.filter((facts) => facts.owner.kind === 'wallet').length,
  };
}

/**
 * Each contract an app lists on a served chain with the facts the background job last read of it (null
 * until it has), its team's current proof, and a summary of them all.
 */
export async function appContractSafety(
  { db, chains }: { db: DbExecutor; chains: ChainsConfig | undefined },
  appSlug: string,
): Promise<ContractSafetyResponse> {
  const listed = chains ? await catalogueContracts(db, chains, appSlug) : [];
  listed.sort((a, b) => a.chainId - b.chainId || a.address.localeCompare(b.address));
  const facts = await safetyOf(db, listed);
  const proofs = await currentProofsOfApp(db, appSlug);
  const contracts = listed.map(({ chainId, address }): Listed => {
    const proof = proofs.find((row) => Number(row.chain_id) === chainId && row.address === address);
    return {
      chain_id: chainId,
      address,
      facts: facts.get(`${chainId} ${address}`) ?? null,
      proof: proof ? { role: proof.role as ContractProofRole, signer: proof.signer } : null,
    };
  });
  return { contracts, summary: summaryOf(contracts) };
}
