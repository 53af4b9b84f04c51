import { getAddress, type EIP1193Provider } from 'viem';
import { createConfig, http, type Connector } from 'wagmi';
import { connect, disconnect, getConnection, getConnectors, reconnect, watchConnection } from 'wagmi/actions';
import { mainnet } from 'wagmi/chains';
import { injected } from 'wagmi/connectors';
import { acentChain } from './viem-chains';

/**
 * The wallet connection, loaded only when someone connects (wagmi and viem stay out of the first page
 * load). Wallets are found by EIP-6963, so several extensions side by side each show up by name.
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

const restoring = (status: string) => status === 'reconnecting' || status === 'connecting';

/** Resolves once no connect or reconnect is under way. */
function connectionSettled(): Promise<void> {
  return new Promise((resolve) => {
    const stop = watchConnection(walletConfig, {
      onChange: (connection) => {
        if (restoring(connection.status)) return;
        stop();
        resolve();
      },
    });
    if (!restoring(getConnection(walletConfig).status)) {
      stop();
      resolve();
    }
  });
}

/**
 * The connected wallet's provider, reconnecting first after a page load. Until a reconnect ends, the
 * connection restored from storage holds only the connector's saved name (no methods), and a second
 * reconnect while one runs (the session watcher's) returns at once: so wait for the one under way.
 */
export async function connectedWalletProvider(): Promise<EIP1193Provider> {
  if (getConnection(walletConfig).status === 'disconnected')
    await reconnect(walletConfig).catch(() => undefined);
  await connectionSettled();
  const connection = getConnection(walletConfig);
  if (connection.status !== 'connected' || !connection.connector)
    throw new Error('Something went wrong! Refresh the page and try again.');
  return (await connection.connector.getProvider()) as EIP1193Provider;
}

/** The connected account right now (polled every 2 s by the session watcher), or undefined. */
export async function currentAccount(): Promise<string | undefined> {
  const connection = getConnection(walletConfig);
  const connector = connection.connector;
  // A connection restored from storage, not reconnected yet, has a connector without methods.
  if (connection.status !== 'connected' || !connector) return undefined;
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

export { reconnect };
