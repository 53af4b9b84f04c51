import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchWalletPage } from './wallet-page-queries';
import { walletPageReads } from './wallet-page-reads';

/** The GET calls a wallet page's prefetch makes, path and query, as the browser is asked to send them. */
async function readsOfPrefetch(page: string): Promise<string[]> {
  const asked: string[] = [];
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    const { pathname, search } = new URL(url, location.origin);
    if ((init?.method ?? 'GET') === 'GET') asked.push(pathname + search);
    return new Promise<Response>(() => undefined);
  });
  void prefetchWalletPage(new QueryClient(), page);
  await new Promise((resolve) => setTimeout(resolve, 50));
  return [...new Set(asked)].sort();
}

afterEach(() => vi.unstubAllGlobals());

describe('a wallet page read early', () => {
  it.each(['', 'ace', 'zera', 'dappx', 'edao', 'nfts'])(
    "asks for exactly what the page '%s' then reads, so every early answer is taken",
    async (page) => {
      expect([...walletPageReads(page)].sort()).toEqual(await readsOfPrefetch(page));
    },
  );
});
