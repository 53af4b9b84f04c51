import { collectionAbi } from '@dappx/contracts';
import { getAddress, isAddressEqual, type Address, type Hex, type PublicClient } from 'viem';
import { chainClient, keyWallet, oneAtATime } from '../../lib/chain-clients';
import type { ChainsConfig } from '../../lib/chains-config';

/** The L2 read client. */
const l2Client = (chains: ChainsConfig): PublicClient => chainClient(chains.l2);

/**
 * What an L2 transaction offered as an order's payment is: not mined (yet), reverted, paid elsewhere
 * (not to the admin wallet: nothing of it reached us), or a payment to the admin wallet that is ok,
 * too little, or from another wallet than the buyer's (those two the store refunds).
 */
export type PaymentCheck =
  | { result: 'not-mined' }
  | { result: 'reverted' }
  | { result: 'elsewhere' }
  | { result: 'ok' | 'underpaid' | 'wrong-sender'; from: Address; value: bigint };

/** A hash the node does not know (yet) reads as not mined, so the client retries. */
export async function checkPayment(
  chains: ChainsConfig,
  txId: Hex,
  expected: { from: string; price: bigint },
): Promise<PaymentCheck> {
  const client = l2Client(chains);
  const receipt = await client.getTransactionReceipt({ hash: txId }).catch(() => undefined);
  if (!receipt) return { result: 'not-mined' };
  if (receipt.status !== 'success') return { result: 'reverted' };
  const tx = await client.getTransaction({ hash: txId });
  const paysAdmin = tx.to !== null && isAddressEqual(tx.to, chains.marketplaceAdminAddress);
  if (!paysAdmin || tx.value === 0n) return { result: 'elsewhere' };
  const payment = { from: getAddress(tx.from), value: tx.value };
  if (!isAddressEqual(tx.from, getAddress(expected.from))) return { result: 'wrong-sender', ...payment };
  return { result: tx.value >= expected.price ? 'ok' : 'underpaid', ...payment };
}

/** A refund is a plain transfer to a wallet: exactly this much gas. */
export const refundGasUnits = 21_000n;

/** The gas price a refund is sent at (a legacy price: what it pays per gas is exactly this). */
export const refundGasPrice = (chains: ChainsConfig): Promise<bigint> => l2Client(chains).getGasPrice();

/**
 * Sends `value` from the admin wallet to `to` at `gasPrice` and waits for it to be mined. One at a time,
 * as every key of the store.
 */
export async function sendRefund(
  chains: ChainsConfig,
  adminKey: Hex,
  to: Address,
  value: bigint,
  gasPrice: bigint,
): Promise<Hex> {
  return oneAtATime(`marketplace-admin:${chains.l2.chainId}`, async () => {
    const wallet = keyWallet(chains.l2, adminKey);
    const hash = await wallet.sendTransaction({ to, value, gas: refundGasUnits, gasPrice, type: 'legacy' });
    const receipt = await l2Client(chains).waitForTransactionReceipt({ hash });
    if (receipt.status !== 'success') throw new Error(`the refund ${hash} reverted`);
    return hash;
  });
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
