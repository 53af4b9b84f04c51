import { signInMessage } from '@dappx/shared';
import { getAddress, UserRejectedRequestError } from 'viem';
import { createConfig, http, type Connector } from 'wagmi';
import {
  connect,
  disconnect,
  getConnection,
  getConnectors,
  signMessage,
  watchConnection,
} from 'wagmi/actions';
import { mainnet } from 'wagmi/chains';
import { injected } from 'wagmi/connectors';
import { ApiRequestError } from '@/lib/api-client';
import { errorCodes } from '@dappx/shared';
import { authenticate, getNonce } from '../api/users-api';
import { storeSession } from '../session';
import { acentChain } from './chains';

/**
 * The wallet side of sign-in, loaded only when someone connects (wagmi and viem stay out of the first
 * page load). Wallets are found by EIP-6963, so several extensions side by side each show up by name.
 */
export const walletConfig = createConfig({
  chains: [acentChain, mainnet],
  connectors: [injected()],
  multiInjectedProviderDiscovery: true,
  transports: { [acentChain.id]: http(), [mainnet.id]: http() },
});

export type WalletOption = { uid: string; name: string; icon?: string; id: string };

/** Discovered wallets first (named, with icons); the generic injected one only when nothing announced. */
export function walletOptions(): WalletOption[] {
  const connectors = getConnectors(walletConfig);
  const announced = connectors.filter((connector) => connector.id !== 'injected');
  const usable = announced.length > 0 ? announced : connectors.filter(() => 'ethereum' in window);
  return usable.map((connector: Connector) => ({
    uid: connector.uid,
    id: connector.id,
    name: connector.id === 'injected' ? 'Browser wallet' : connector.name,
    icon: connector.icon,
  }));
}

export async function connectWallet(uid: string): Promise<{ address: string; chainId: number }> {
  const connector = getConnectors(walletConfig).find((candidate) => candidate.uid === uid);
  if (!connector) throw new Error('That wallet is no longer available.');
  const current = getConnection(walletConfig);
  if (current.status === 'connected' && current.connector?.uid !== uid) await disconnect(walletConfig);
  const { accounts, chainId } =
    current.status === 'connected' && current.connector?.uid === uid
      ? { accounts: current.addresses ?? [], chainId: current.chainId }
      : await connect(walletConfig, { connector });
  const [address] = accounts;
  if (!address) throw new Error('The wallet shared no account.');
  return { address: getAddress(address), chainId };
}

export type SignInOutcome =
  | { kind: 'signed-in' }
  | { kind: 'needs-registration' }
  | { kind: 'rejected' }
  | { kind: 'pending' }
  | { kind: 'blocked' }
  | { kind: 'failed'; error: unknown };

const isCode = (error: unknown, code: number): boolean => {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === code) return true;
  }
  return false;
};

/** Looks the wallet up, has it sign its one-time number, and keeps the session the store answers. */
export async function signIn(address: string, chainId: number): Promise<SignInOutcome> {
  try {
    const { nonce } = await getNonce(address);
    const signature = await signMessage(walletConfig, {
      account: address as `0x${string}`,
      message: signInMessage(nonce),
    });
    const answer = await authenticate({ publicAddress: address, signature });
    storeSession({
      sessionId: answer['session-id'],
      referralCode: answer.referral_code,
      walletAddress: address,
      chainId,
    });
    return { kind: 'signed-in' };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return { kind: 'needs-registration' };
    if (error instanceof ApiRequestError && error.code === errorCodes.blocked) return { kind: 'blocked' };
    if (error instanceof UserRejectedRequestError || isCode(error, 4001)) return { kind: 'rejected' };
    if (isCode(error, -32002)) return { kind: 'pending' };
    return { kind: 'failed', error };
  }
}

/** The connected account right now (polled every 2 s by the session watcher), or undefined. */
export async function currentAccount(): Promise<string | undefined> {
  const connection = getConnection(walletConfig);
  const connector = connection.connector;
  if (!connector) return undefined;
  const accounts = await connector.getAccounts().catch(() => [] as readonly string[]);
  return accounts[0];
}

/** The chain the store itself last asked the wallet for (L1 or L2 for an on-chain action). */
let requestedChainId: number | undefined;
export const requestChain = (chainId: number) => (requestedChainId = chainId);

/**
 * The user changing the wallet's network (the config's chain id is not the wallet's, so watch the
 * connection). A switch the store asked for, to send a transaction on L1 or L2, is not reported.
 */
export const onChainChange = (listener: (chainId: number) => void) =>
  watchConnection(walletConfig, {
    onChange: (connection, previous) => {
      if (!connection.chainId || !previous.chainId || connection.chainId === previous.chainId) return;
      if (connection.chainId === requestedChainId) return;
      listener(connection.chainId);
    },
  });

export { reconnect } from 'wagmi/actions';
