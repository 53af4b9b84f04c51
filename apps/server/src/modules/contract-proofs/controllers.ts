import { getAddress, isAddressEqual, parseAbi, zeroAddress, type Address, type PublicClient } from 'viem';
import type { ContractProofRole } from '@dappx/shared';

/** EIP-1967's admin slot: bytes32(uint256(keccak256('eip1967.proxy.admin')) - 1). */
export const eip1967AdminSlot = '0xb53127684a568b3173ae13b9f8a6016e243e63b6e8ee1178d6a717850b5d6103';

const ownableAbi = parseAbi(['function owner() view returns (address)']);

/** The address in a 32-byte word, when the word holds one (the 12 bytes before it zero) other than zero. */
export function addressInWord(word: string | undefined): Address | undefined {
  if (!word || !/^0x0{24}[0-9a-fA-F]{40}$/.test(word)) return undefined;
  const address = getAddress(`0x${word.slice(26)}`);
  return isAddressEqual(address, zeroAddress) ? undefined : address;
}

/** The contract's owner in the Ownable sense, if it has one other than zero. */
export async function ownerOf(client: PublicClient, contract: Address): Promise<Address | undefined> {
  try {
    const owner = await client.readContract({ address: contract, abi: ownableAbi, functionName: 'owner' });
    return isAddressEqual(owner, zeroAddress) ? undefined : owner;
  } catch {
    // No owner() (or one that reverts): the contract has no owner to speak for it.
    return undefined;
  }
}

async function adminOf(client: PublicClient, contract: Address): Promise<Address | undefined> {
  return addressInWord(await client.getStorageAt({ address: contract, slot: eip1967AdminSlot }));
}

const hasCodeAt = async (client: PublicClient, contract: Address, blockNumber: bigint) =>
  ((await client.getCode({ address: contract, blockNumber })) ?? '0x') !== '0x';

/**
 * The block a contract was created in: the first with its code, found by halving the chain (a few
 * dozen reads even on a long chain). Undefined when the node keeps no old state to ask.
 */
export async function creationBlockOf(client: PublicClient, contract: Address): Promise<bigint | undefined> {
  try {
    let low = 0n;
    let high = await client.getBlockNumber();
    while (low < high) {
      const middle = (low + high) / 2n;
      if (await hasCodeAt(client, contract, middle)) high = middle;
      else low = middle + 1n;
    }
    return low;
  } catch {
    return undefined;
  }
}

/**
 * Who deployed a contract: the sender of the transaction in its creation block that created it. A
 * contract made by another contract (a factory) has no deployer we can name this way.
 */
async function deployerOf(client: PublicClient, contract: Address): Promise<Address | undefined> {
  const blockNumber = await creationBlockOf(client, contract);
  if (blockNumber === undefined) return undefined;
  const block = await client.getBlock({ blockNumber, includeTransactions: true });
  for (const transaction of block.transactions) {
    if (transaction.to !== null) continue;
    const receipt = await client.getTransactionReceipt({ hash: transaction.hash });
    if (receipt.contractAddress && isAddressEqual(receipt.contractAddress, contract)) return transaction.from;
  }
  return undefined;
}

/** Whether an address holds code now. */
export async function hasCode(client: PublicClient, contract: Address): Promise<boolean> {
  return ((await client.getCode({ address: contract })) ?? '0x') !== '0x';
}

const holderReaders: Record<
  ContractProofRole,
  (client: PublicClient, contract: Address) => Promise<Address | undefined>
> = {
  owner: ownerOf,
  admin: adminOf,
  deployer: deployerOf,
};

/** Who holds `role` over a contract as the chain says now; undefined when the contract has no such role. */
export const holderOf = (client: PublicClient, contract: Address, role: ContractProofRole) =>
  holderReaders[role](client, contract);

/**
 * The role `signer` proves with: the control it holds now (owner, then admin) before its deployment,
 * so a transfer of that control is what makes its proof stale. The deployer, the costliest to find, is
 * looked up only for a signer that holds neither.
 */
export async function roleOf(
  client: PublicClient,
  contract: Address,
  signer: Address,
): Promise<ContractProofRole | undefined> {
  const roles: ContractProofRole[] = ['owner', 'admin', 'deployer'];
  for (const role of roles) {
    const holder = await holderOf(client, contract, role);
    if (holder && isAddressEqual(holder, signer)) return role;
  }
  return undefined;
}
