import { getAddress, isAddressEqual, parseAbi, type Address, type PublicClient } from 'viem';
import type { DbExecutor } from '../../db/client';
import { holderOf } from './controllers';
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
  // A deployer never changes: only the owner's and the admin's proofs are asked about again, once per role.
  const holders = new Map<string, Promise<Address | undefined>>();
  for (const proof of proofs.filter((candidate) => changed.has(candidate.address))) {
    if (proof.role === 'deployer') continue;
    const key = `${proof.address} ${proof.role}`;
    if (!holders.has(key)) holders.set(key, holderOf(chain.client, getAddress(proof.address), proof.role));
    const holder = await holders.get(key)!;
    if (!holder || !isAddressEqual(holder, getAddress(proof.signer))) await flagStale(db, proof);
  }
}
