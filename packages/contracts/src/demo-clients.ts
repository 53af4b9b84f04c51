import {
  createPublicClient,
  createWalletClient,
  defineChain,
  getAddress,
  http,
  type Abi,
  type Address,
  type Hex,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';

const demoChain = (id: number, rpcUrl: string) =>
  defineChain({
    id,
    name: `demo-${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });

/** viem clients for one demo chain: a reader, and a wallet per key. */
export function clientsFor(chainId: number, rpcUrl: string) {
  const chain = demoChain(chainId, rpcUrl);
  const publicClient = createPublicClient({ chain, transport: http(rpcUrl), pollingInterval: 50 });
  const wallet = (key: Hex) =>
    createWalletClient({ chain, transport: http(rpcUrl), account: privateKeyToAccount(key) });
  return { chainId, rpcUrl, publicClient, wallet };
}

export type Clients = ReturnType<typeof clientsFor>;

/** Deploys a contract from `key` and waits for it (the chain mines each transaction as it comes). */
export async function deploy(
  clients: Clients,
  key: Hex,
  abi: Abi,
  bytecode: Hex,
  args: readonly unknown[],
): Promise<Address> {
  const hash = await clients.wallet(key).deployContract({ abi, bytecode, args });
  const receipt = await clients.publicClient.waitForTransactionReceipt({ hash });
  if (!receipt.contractAddress) throw new Error('deployment produced no contract');
  return getAddress(receipt.contractAddress);
}
