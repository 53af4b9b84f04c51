import type { ChainsInfo, L1NetworkInfo } from '@dappx/shared/chains';
import {
  createPublicClient,
  createWalletClient,
  custom,
  http,
  numberToHex,
  type Abi,
  type Address,
  type ContractFunctionArgs,
  type ContractFunctionName,
  type Hex,
  type PublicClient,
  type TransactionReceipt,
} from 'viem';
import { hasWalletCode, walletCodes } from '../errors';
import { storedWalletAddress } from '../session';
import { loadChains, selectedNetwork } from './chains';
import { viemChain } from './viem-chains';
import { receiptOf, type Receipt } from './receipt';
import { connectedWalletProvider, requestChain } from './wallet-client';

/**
 * L1 is the network the wallet's chain selects (ACE, DAPPX, the Vault: Acent, or the one of chain
 * 0x2a); the bridge is the Acent network, where ETH leaves for L2, the layer-2 the UI calls IMX.
 */
export type Layer = 'l1' | 'l2' | 'bridge';

export { loadChains };

/** The selected L1 network with its own contracts: where deposits go and withdrawals are paid. */
export const loadNetwork = async (): Promise<L1NetworkInfo> => selectedNetwork(await loadChains());

const chainInfoOf = (info: ChainsInfo, layer: Layer) =>
  layer === 'l1' ? selectedNetwork(info) : layer === 'l2' ? info.l2 : info.l1;
const chainOf = (info: ChainsInfo, layer: Layer) => viemChain(chainInfoOf(info, layer));

const publicClients = new Map<Layer, PublicClient>();

/** Reads go to the chain's RPC directly, not through the wallet. */
export async function publicClient(layer: Layer): Promise<PublicClient> {
  const existing = publicClients.get(layer);
  if (existing) return existing;
  const chain = chainOf(await loadChains(), layer);
  const client = createPublicClient({ chain, transport: http(), pollingInterval: 500 });
  publicClients.set(layer, client);
  return client;
}

/** Asks the wallet for the chain of `layer`, adding it to the wallet first when the wallet does not know it. */
export async function switchWalletTo(layer: Layer): Promise<void> {
  const chain = chainInfoOf(await loadChains(), layer);
  const provider = await connectedWalletProvider();
  const chainId = numberToHex(chain.chainId);
  if ((await provider.request({ method: 'eth_chainId' })) === chainId) return;
  requestChain(chain.chainId);
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] });
  } catch (error) {
    if (!hasWalletCode(error, walletCodes.unknownChain)) throw error;
    await provider.request({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId,
          chainName: chain.name,
          nativeCurrency: { name: chain.currencySymbol, symbol: chain.currencySymbol, decimals: 18 },
          rpcUrls: [chain.rpcUrl],
        },
      ],
    });
  }
}

/** The signed-in wallet on `layer`'s chain, switching the wallet there first. */
export async function walletClient(layer: Layer) {
  await switchWalletTo(layer);
  const address = storedWalletAddress() as Address | undefined;
  if (!address) throw new Error('Something went wrong! Refresh the page and try again.');
  const chain = chainOf(await loadChains(), layer);
  return createWalletClient({ account: address, chain, transport: custom(await connectedWalletProvider()) });
}

/** The receipt of a transaction on `layer`'s chain: its hash and its page on the chain's explorer. */
export async function receiptOn(layer: Layer, hash: Hex): Promise<Receipt> {
  return receiptOf(chainInfoOf(await loadChains(), layer), hash);
}

/** Sends a contract call from the signed-in wallet and waits until it is mined; reverts throw. */
export async function writeAndWait<
  const abi extends Abi,
  name extends ContractFunctionName<abi, 'nonpayable' | 'payable'>,
>(
  layer: Layer,
  call: {
    address: Address;
    abi: abi;
    functionName: name;
    args: ContractFunctionArgs<abi, 'nonpayable' | 'payable', name>;
    value?: bigint;
  },
): Promise<Receipt> {
  const wallet = await walletClient(layer);
  const hash = await wallet.writeContract(call as never);
  await waitForSuccess(layer, hash);
  return receiptOn(layer, hash);
}

/** Sends plain value (e.g. a payment in the L2's native coin) and returns the hash once sent. */
export async function sendValue(layer: Layer, to: Address, value: bigint): Promise<Hex> {
  const wallet = await walletClient(layer);
  return wallet.sendTransaction({ to, value } as never);
}

export async function waitForSuccess(layer: Layer, hash: Hex): Promise<TransactionReceipt> {
  const receipt = await (await publicClient(layer)).waitForTransactionReceipt({ hash });
  if (receipt.status !== 'success') throw new Error("Something went wrong. Transaction didn't push through.");
  return receipt;
}
