import { collectionAbi } from '@dappx/contracts';
import { getAddress, isAddressEqual, type Address, type Hex, type PublicClient } from 'viem';
import { chainClient, keyWallet, oneAtATime } from '../../lib/chain-clients';
import type { ChainsConfig } from '../../lib/chains-config';

/** The L2 read client. */
export const l2Client = (chains: ChainsConfig): PublicClient => chainClient(chains.l2);

export type PaymentCheck = 'ok' | 'not-mined' | 'reverted' | 'mismatch';

/**
 * Whether `txId` is a mined, successful L2 transaction from the buyer to the admin wallet paying at
 * least `price`. A hash the node does not know (yet) reads as not mined, so the client retries.
 */
export async function checkPayment(
  chains: ChainsConfig,
  txId: Hex,
  expected: { from: string; price: bigint },
): Promise<PaymentCheck> {
  const client = l2Client(chains);
  const receipt = await client.getTransactionReceipt({ hash: txId }).catch(() => undefined);
  if (!receipt) return 'not-mined';
  if (receipt.status !== 'success') return 'reverted';
  const tx = await client.getTransaction({ hash: txId });
  const paysAdmin = tx.to !== null && isAddressEqual(tx.to, chains.marketplaceAdminAddress);
  const fromBuyer = isAddressEqual(tx.from, getAddress(expected.from));
  return paysAdmin && fromBuyer && tx.value >= expected.price ? 'ok' : 'mismatch';
}

export async function nativeBalance(chains: ChainsConfig, address: string): Promise<bigint> {
  return l2Client(chains).getBalance({ address: getAddress(address) });
}

/** The token's owner on chain, or undefined while it is not minted. */
export async function ownerOnChain(
  chains: ChainsConfig,
  contract: Address,
  tokenId: bigint,
): Promise<Address | undefined> {
  try {
    return await l2Client(chains).readContract({
      address: contract,
      abi: collectionAbi,
      functionName: 'ownerOf',
      args: [tokenId],
    });
  } catch {
    return undefined;
  }
}

// The minter's transactions go one at a time from this process, so two mints never race for a nonce.
/** Mints `tokenId` to `to` with the marketplace minter key and waits for a successful receipt. */
export function mintToken(
  chains: ChainsConfig,
  contract: Address,
  to: string,
  tokenId: bigint,
): Promise<Hex> {
  const run = async () => {
    const wallet = keyWallet(chains.l2, chains.marketplaceMinterKey);
    const hash = await wallet.writeContract({
      address: contract,
      abi: collectionAbi,
      functionName: 'mint',
      args: [getAddress(to), tokenId],
    });
    const receipt = await l2Client(chains).waitForTransactionReceipt({ hash, timeout: 120_000 });
    if (receipt.status !== 'success') throw new Error(`mint ${tokenId} reverted in ${hash}`);
    return hash;
  };
  return oneAtATime(`minter:${chains.l2.chainId}`, run);
}
