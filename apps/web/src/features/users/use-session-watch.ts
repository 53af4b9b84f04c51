import { useEffect } from 'react';
import { logout } from './logout';
import { isLoggedIn, storedWalletAddress, storeNetwork } from '@/lib/session';
import { loadWallet } from '@/lib/wallet/load-wallet';

const pollEveryMs = 2_000;

/**
 * While signed in: the wallet's account is checked every 2 s and a switch to another account signs
 * the old one out; a network change is stored and the page reloads (storefront spec, section 4).
 */
export function useSessionWatch() {
  useEffect(() => {
    if (!isLoggedIn()) return;
    let stopped = false;
    let stopChainWatch: (() => void) | undefined;
    let timer: ReturnType<typeof setInterval> | undefined;

    void loadWallet().then(async (wallet) => {
      if (stopped) return;
      await wallet.reconnect(wallet.walletConfig).catch(() => undefined);
      stopChainWatch = wallet.onChainChange((chainId) => {
        storeNetwork(chainId);
        window.location.reload();
      });
      timer = setInterval(async () => {
        const account = await wallet.currentAccount();
        const signedIn = storedWalletAddress();
        if (account && signedIn && account.toLowerCase() !== signedIn.toLowerCase()) {
          clearInterval(timer);
          await logout();
        }
      }, pollEveryMs);
    });

    return () => {
      stopped = true;
      clearInterval(timer);
      stopChainWatch?.();
    };
  }, []);
}
