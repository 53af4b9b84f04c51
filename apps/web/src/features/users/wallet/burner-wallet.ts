import { toHex, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { demoWalletId, demoWalletKeyStorage as burnerKeyStorage } from '../session';
import { acentChain } from './chains';

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

/**
 * An EIP-1193 provider whose key lives in this browser: for the demo chain only, so anyone can try the
 * store without a wallet extension. It signs; sending transactions comes with the on-chain work.
 */
export function createBurnerProvider() {
  const account = privateKeyToAccount(loadKey());
  const listeners = new Map<string, Set<Listener>>();
  const params = (args: RequestArguments) => (Array.isArray(args.params) ? args.params : []) as unknown[];
  const ownAddress = (value: unknown) =>
    typeof value === 'string' && value.toLowerCase() === account.address.toLowerCase();

  return {
    isDappxDemoWallet: true,
    async request(args: RequestArguments): Promise<unknown> {
      switch (args.method) {
        case 'eth_requestAccounts':
        case 'eth_accounts':
          return [account.address];
        case 'eth_chainId':
          return toHex(acentChain.id);
        case 'net_version':
          return String(acentChain.id);
        case 'personal_sign': {
          const [message, address] = params(args);
          if (!ownAddress(address)) throw new ProviderRpcError(4100, 'Unknown account');
          return account.signMessage({ message: { raw: message as Hex } });
        }
        case 'wallet_switchEthereumChain': {
          const [{ chainId } = { chainId: '' }] = params(args) as { chainId: string }[];
          if (Number(chainId) !== acentChain.id) {
            throw new ProviderRpcError(4902, 'The demo wallet works on the demo chain only.');
          }
          return null;
        }
        case 'wallet_requestPermissions':
        case 'wallet_getPermissions':
          return [{ parentCapability: 'eth_accounts' }];
        case 'wallet_revokePermissions':
          return null;
        default:
          throw new ProviderRpcError(4200, `The demo wallet does not support ${args.method}.`);
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
