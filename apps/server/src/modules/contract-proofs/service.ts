import {
  contractProofMessage,
  contractProofTexts,
  errorCodes,
  type ContractProof,
  type ContractProofBody,
} from '@dappx/shared';
import { getAddress, type Address, type PublicClient } from 'viem';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { chainClient } from '../../lib/chain-clients';
import type { ChainsConfig } from '../../lib/chains-config';
import { recoverCanonicalMessageAddress } from '../../lib/signature';
import { catalogueContracts } from '../rankings';
import { hasCode, roleOf } from './controllers';
import { saveProof } from './repository';

/** The read client of a chain the store serves. */
function servedClient(chains: ChainsConfig, chainId: number): PublicClient | undefined {
  const endpoint = [...chains.l1Networks, chains.l2].find((served) => served.chainId === chainId);
  return endpoint && chainClient(endpoint);
}

async function signerOf(message: string, signature: string): Promise<Address> {
  try {
    return await recoverCanonicalMessageAddress({ message, signature: signature as `0x${string}` });
  } catch (cause) {
    throw new AppError(400, errorCodes.validation, contractProofTexts.invalidSignature, { cause });
  }
}

/**
 * Checks a team's signature for a contract its app lists against the chain as it is now, and keeps it.
 * The signer must be the contract's owner(), its EIP-1967 admin or its deployer; the message names the
 * app and the contract, so a proof for one listing proves no other.
 */
export async function proveContract(
  { db, chains }: { db: DbExecutor; chains: ChainsConfig | undefined },
  body: ContractProofBody,
): Promise<ContractProof> {
  const address = body.address.toLowerCase();
  const listed = chains ? await catalogueContracts(db, chains, body.app) : [];
  const client = chains && servedClient(chains, body.chain_id);
  if (!client || !listed.some((c) => c.chainId === body.chain_id && c.address === address))
    throw new AppError(404, errorCodes.notFound, contractProofTexts.notListed);
  const message = contractProofMessage({ app: body.app, chainId: body.chain_id, address });
  const signer = await signerOf(message, body.signature);
  if (!(await hasCode(client, getAddress(address))))
    throw new AppError(400, errorCodes.validation, contractProofTexts.noCode);
  const role = await roleOf(client, getAddress(address), signer);
  if (!role) throw new AppError(403, errorCodes.proofRefused, contractProofTexts.notController);
  return saveProof(db, {
    app: body.app,
    chain_id: body.chain_id,
    address,
    signer,
    role,
    message,
    signature: body.signature,
  });
}
