import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBurnerProvider } from './burner-wallet';

type Request = { method: string; params?: unknown[] };

/** A wallet extension that takes its time to answer, as one busy with the page's other calls does. */
function slowWallet(delayMs: number) {
  const wallet = createBurnerProvider();
  return {
    ...wallet,
    request: async (args: Request) => {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      return wallet.request(args as never);
    },
  };
}

/** The wallet module as a fresh page load gets it: its connection restored from storage only. */
const pageLoad = async () => {
  vi.resetModules();
  return import('./wallet-client');
};

describe('the wallet connection after a page load', () => {
  afterEach(() => {
    window.localStorage.clear();
    delete (window as { ethereum?: unknown }).ethereum;
  });

  it('hands out the provider once a reconnect already under way has ended', async () => {
    (window as { ethereum?: unknown }).ethereum = slowWallet(50);
    const before = await pageLoad();
    const injected = before.walletOptions().find((option) => option.id === 'injected');
    const { address } = await before.connectWallet(injected!.uid);

    const page = await pageLoad();
    // The session watcher reconnects as the page starts; an on-chain action comes in meanwhile.
    const watcher = page.reconnect(page.walletConfig);
    const provider = await page.connectedWalletProvider();
    await watcher;
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([address]);
    expect(await page.currentAccount()).toBe(address);
  });

  it('says what to do when no wallet comes back', async () => {
    const page = await pageLoad();
    await expect(page.connectedWalletProvider()).rejects.toThrow(
      'Something went wrong! Refresh the page and try again.',
    );
  });
});
