import { getAddress, isAddressEqual, parseAbi, type PublicClient } from 'viem';
import type { DbExecutor } from '../../db/client';
import { controllersOf } from './controllers';
import { currentProofsOn, flagStale } from './repository';

/** The events by which a contract's control changes hands: Ownable's and EIP-1967's. */
const controlEvents = parseAbi([
  'event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)',
  'event AdminChanged(address previousAdmin, address newAdmin)',
  'event Upgraded(address indexed implementation)',
]);

/**
 * Run by the rankings indexer over each range of new blocks it reads: where a proven contract's control
 * changed hands in the range, asks the chain again and flags each proof whose signer no longer holds
 * the role it proved with. The team can prove it again with the new owner or admin.
 */
export async function flagStaleProofs(
  db: DbExecutor,
  chain: { chainId: number; client: PublicClient },
  range: { from: bigint; to: bigint },
): Promise<void> {
  const proofs = await currentProofsOn(db, chain.chainId);
  if (proofs.length === 0) return;
  const addresses = [...new Set(proofs.map((proof) => getAddress(proof.address)))];
  const logs = await chain.client.getLogs({
    address: addresses,
    events: controlEvents,
    fromBlock: range.from,
    toBlock: range.to,
  });
  const changed = new Set(logs.map((log) => log.address.toLowerCase()));
  for (const address of changed) {
    const controllers = await controllersOf(chain.client, getAddress(address));
    for (const proof of proofs.filter((candidate) => candidate.address === address)) {
      const holder = controllers[proof.role];
      if (!holder || !isAddressEqual(holder, getAddress(proof.signer))) await flagStale(db, proof);
    }
  }
}
