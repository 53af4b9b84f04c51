import { getStoreConfig } from './wallet-api';
import type * as WalletClientModule from './wallet-client';

type WalletClient = typeof WalletClientModule;
let loading: Promise<WalletClient> | undefined;

/**
 * wagmi and viem, loaded on first need. In demo mode the in-browser demo wallet is announced first, so
 * wallet discovery lists it next to any installed extension.
 */
export function loadWallet(): Promise<WalletClient> {
  loading ??= (async () => {
    const { demoMode } = await getStoreConfig().catch(() => ({ demoMode: false }));
    if (demoMode) (await import('./burner-wallet')).announceBurnerWallet();
    return import('./wallet-client');
  })();
  loading.catch(() => (loading = undefined));
  return loading;
}

/** Chain reads and wallet transactions (deposits, withdrawals, L2), loaded with the wallet on first need. */
export async function loadOnChain() {
  await loadWallet();
  return import('./on-chain');
}
