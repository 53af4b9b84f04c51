import {
  createPublicClient,
  createWalletClient,
  http,
  toHex,
  type Chain,
  type Hex,
  type TypedDataDefinition,
} from 'viem';
import type { ChainsInfo } from '@dappx/shared/chains';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { demoWalletId, demoWalletKeyStorage as burnerKeyStorage } from '../session';
import { loadChains } from './chains';
import { acentChain, viemChain } from './viem-chains';

export const burnerInfo = {
  uuid: '6f1c2c1e-4b8e-4d8a-9e55-1d0c2f8b7a10',
  name: 'DAPPX demo wallet',
  rdns: demoWalletId,
  icon: `data:image/svg+xml;base64,${btoa(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#7350ff"/><path d="M8 11h16v12H8z" fill="none" stroke="#fff" stroke-width="2"/><circle cx="20" cy="17" r="2" fill="#fff"/></svg>',
  )}`,
} as const;

type RequestArguments = { method: string; params?: readonly unknown[] | object };
type Listener = (...args: unknown[]) => void;

class ProviderRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

function loadKey(): Hex {
  const stored = window.localStorage.getItem(burnerKeyStorage);
  if (stored && /^0x[0-9a-f]{64}$/.test(stored)) return stored as Hex;
  const key = generatePrivateKey();
  window.localStorage.setItem(burnerKeyStorage, key);
  return key;
}

/** What a dapp may ask a node through the wallet; the demo wallet forwards these to the chain's RPC. */
const readMethods = new Set([
  'eth_blockNumber',
  'eth_getBalance',
  'eth_call',
  'eth_estimateGas',
  'eth_gasPrice',
  'eth_maxPriorityFeePerGas',
  'eth_feeHistory',
  'eth_getTransactionCount',
  'eth_getTransactionByHash',
  'eth_getTransactionReceipt',
  'eth_getBlockByNumber',
  'eth_getCode',
  'eth_getLogs',
]);

type BurnerAccount = ReturnType<typeof privateKeyToAccount>;
type TransactionRequest = { from?: string; to?: Hex; data?: Hex; value?: Hex; gas?: Hex };

const paramsOf = (args: RequestArguments) => (Array.isArray(args.params) ? args.params : []) as unknown[];

/** The viem chain the wallet is on now. */
type CurrentChain = () => Promise<Chain>;

const isOwnAddress = (account: BurnerAccount, value: unknown) =>
  typeof value === 'string' && value.toLowerCase() === account.address.toLowerCase();

/** A request to sign for an address: only the demo wallet's own will do. */
function assertOwnAddress(account: BurnerAccount, address: unknown) {
  if (!isOwnAddress(account, address)) throw new ProviderRpcError(4100, 'Unknown account');
}

/** Every chain the store lists: its L1 networks and L2. */
const listedChains = (info: ChainsInfo) => [...info.networks, info.l2];

/** A demo chain other than the Acent L1 (known without asking): one in the store's chain list. */
async function isListedDemoChain(chainId: number): Promise<boolean> {
  const info = await loadChains().catch(() => undefined);
  return Boolean(info && listedChains(info).some((chain) => chain.chainId === chainId));
}

/** eth_signTypedData_v4: the typed data comes as JSON text or, from some callers, as an object. */
function signTypedData(account: BurnerAccount, [address, typedData]: unknown[]) {
  assertOwnAddress(account, address);
  const definition = (
    typeof typedData === 'string' ? JSON.parse(typedData) : typedData
  ) as TypedDataDefinition;
  return account.signTypedData(definition);
}

async function sendTransaction(
  account: BurnerAccount,
  currentChain: CurrentChain,
  request?: TransactionRequest,
) {
  // A request without a sender is sent from the demo wallet's own account.
  if (!request || (request.from && !isOwnAddress(account, request.from)))
    throw new ProviderRpcError(4100, 'Unknown account');
  const chain = await currentChain();
  const wallet = createWalletClient({ account, chain, transport: http() });
  return wallet.sendTransaction({
    to: request.to,
    data: request.data,
    value: request.value ? BigInt(request.value) : undefined,
    gas: request.gas ? BigInt(request.gas) : undefined,
  });
}

/** What the wallet does not answer itself goes to the demo chain's node, if it is a read (readMethods). */
async function forwardRead(currentChain: CurrentChain, args: RequestArguments) {
  if (!readMethods.has(args.method))
    throw new ProviderRpcError(4200, `The demo wallet does not support ${args.method}.`);
  const node = createPublicClient({ chain: await currentChain(), transport: http() });
  return node.request({ method: args.method, params: paramsOf(args) } as never);
}

/**
 * An EIP-1193 provider whose key lives in this browser: for the demo chains only (the Acent L1 and
 * the IMX L2), so anyone can try the store, deposits and purchases included, without an extension.
 */
export function createBurnerProvider() {
  const account = privateKeyToAccount(loadKey());
  const listeners = new Map<string, Set<Listener>>();
  let chainId: number = acentChain.id;
  // Read when a request needs it (after the chain list loads); off the demo chains it is error 4901.
  const currentChain = async () => {
    const info = await loadChains();
    const chain = listedChains(info).find((candidate) => candidate.chainId === chainId);
    if (!chain) throw new ProviderRpcError(4901, 'The demo wallet is not on a demo chain.');
    return viemChain(chain);
  };
  const emit = (event: string, value: unknown) =>
    listeners.get(event)?.forEach((listener) => listener(value));

  const switchChain = async ([{ chainId: wanted } = { chainId: '' }]: { chainId: string }[]) => {
    const target = Number(wanted);
    if (target === chainId) return null;
    if (target !== acentChain.id && !(await isListedDemoChain(target)))
      throw new ProviderRpcError(4902, 'The demo wallet works on the demo chains only.');
    chainId = target;
    emit('chainChanged', toHex(chainId));
    return null;
  };

  return {
    isDappxDemoWallet: true,
    async request(args: RequestArguments): Promise<unknown> {
      const params = paramsOf(args);
      switch (args.method) {
        case 'eth_requestAccounts':
        case 'eth_accounts':
          return [account.address];
        case 'eth_chainId':
          return toHex(chainId);
        case 'net_version':
          return String(chainId);
        case 'personal_sign': {
          const [message, address] = params;
          assertOwnAddress(account, address);
          return account.signMessage({ message: { raw: message as Hex } });
        }
        case 'wallet_switchEthereumChain':
        case 'wallet_addEthereumChain':
          return switchChain(params as { chainId: string }[]);
        case 'eth_signTypedData_v4':
          return signTypedData(account, params);
        case 'eth_sendTransaction':
          return sendTransaction(account, currentChain, params[0] as TransactionRequest | undefined);
        case 'wallet_requestPermissions':
        case 'wallet_getPermissions':
          return [{ parentCapability: 'eth_accounts' }];
        case 'wallet_revokePermissions':
          return null;
        default:
          return forwardRead(currentChain, args);
      }
    },
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
    },
  };
}

/** Makes the demo wallet discoverable like any extension (EIP-6963). */
export function announceBurnerWallet() {
  const detail = Object.freeze({ info: burnerInfo, provider: createBurnerProvider() });
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  window.addEventListener('eip6963:requestProvider', announce);
  announce();
}
