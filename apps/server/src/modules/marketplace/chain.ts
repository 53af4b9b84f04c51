import { collectionAbi } from '@dappx/contracts';
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  getAddress,
  http,
  isAddressEqual,
  type Address,
  type Hex,
  type PublicClient,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { ChainsConfig } from '../../lib/chains-config';

const clients = new Map<string, PublicClient>();

function l2Chain(chains: ChainsConfig) {
  return defineChain({
    id: chains.l2.chainId,
    name: 'IMX',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chains.l2.rpcUrl] } },
  });
}

/** One read client per L2 RPC URL. */
export function l2Client(chains: ChainsConfig): PublicClient {
  let client = clients.get(chains.l2.rpcUrl);
  if (!client) {
    client = createPublicClient({
      chain: l2Chain(chains),
      transport: http(chains.l2.rpcUrl),
      pollingInterval: Math.min(chains.pollMs, 1000),
    });
    clients.set(chains.l2.rpcUrl, client);
  }
  return client;
}

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
let mintQueue: Promise<unknown> = Promise.resolve();

/** Mints `tokenId` to `to` with the marketplace minter key and waits for a successful receipt. */
export function mintToken(
  chains: ChainsConfig,
  contract: Address,
  to: string,
  tokenId: bigint,
): Promise<Hex> {
  const run = async () => {
    const wallet = createWalletClient({
      chain: l2Chain(chains),
      transport: http(chains.l2.rpcUrl),
      account: privateKeyToAccount(chains.marketplaceMinterKey),
    });
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
  const result = mintQueue.then(run, run);
  mintQueue = result.catch(() => undefined);
  return result;
}
