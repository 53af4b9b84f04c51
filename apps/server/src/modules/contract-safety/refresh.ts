import { getAddress, parseAbi, type PublicClient } from 'viem';
import type { DbExecutor } from '../../db/client';
import type { ChainsConfig } from '../../lib/chains-config';
import { catalogueContracts } from '../rankings';
import { readSafety } from './controllers';
import { readOn, saveSafety } from './repository';

/** The events after which a contract's facts are out of date: a new owner, a new admin, new code. */
const changeEvents = parseAbi([
  'event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)',
  'event AdminChanged(address previousAdmin, address newAdmin)',
  'event Upgraded(address indexed implementation)',
]);

/** How many never-read contracts one round reads: each costs a few dozen calls, and the round waits. */
const unreadPerRound = 3;

type Chain = { chainId: number; client: PublicClient };

async function readAndSave(db: DbExecutor, chain: Chain, address: string): Promise<boolean> {
  try {
    await saveSafety(db, chain.chainId, address, await readSafety(chain.client, getAddress(address)));
    return true;
  } catch {
    // A node that fails a read must not undo the indexer's round: the contract is read again next round.
    return false;
  }
}

/**
 * Run by the rankings indexer over each range of new blocks it reads: reads again the listed contracts
 * whose owner, admin or code changed in the range, then a few listed contracts never read yet.
 */
export async function refreshContractSafety(
  db: DbExecutor,
  chains: ChainsConfig,
  chain: Chain,
  range: { from: bigint; to: bigint },
): Promise<void> {
  const listed = (await catalogueContracts(db, chains)).filter((c) => c.chainId === chain.chainId);
  const addresses = [...new Set(listed.map((contract) => contract.address))];
  if (addresses.length === 0) return;
  const logs = await chain.client.getLogs({
    address: addresses.map((address) => getAddress(address)),
    events: changeEvents,
    fromBlock: range.from,
    toBlock: range.to,
  });
  const read = await readOn(db, chain.chainId);
  const changed = new Set(
    logs.map((log) => log.address.toLowerCase()).filter((address) => read.has(address)),
  );
  const unread = addresses.filter((address) => !read.has(address)).slice(0, unreadPerRound);
  for (const address of [...changed, ...unread]) await readAndSave(db, chain, address);
}

/** The indexer's hook for one store's chains. */
export const contractSafetyHook =
  (chains: ChainsConfig) => (db: DbExecutor, chain: Chain, range: { from: bigint; to: bigint }) =>
    refreshContractSafety(db, chains, chain, range);
