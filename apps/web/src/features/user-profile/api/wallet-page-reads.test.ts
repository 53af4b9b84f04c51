import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { marketPricesQuery } from '@/features/prices';
import { userProfileQuery } from '@/features/users';
import { prefetchWalletPage } from './wallet-page-queries';
import { zeraLiveQuery } from '../hooks/use-zera-live';
import { walletAreaReads, walletPageReads, walletPages, zeraLiveCalls } from './wallet-page-reads';

/** The GET calls a wallet page's prefetch makes, path and query, as the browser is asked to send them. */
async function readsOf(prefetch: (client: QueryClient) => void): Promise<string[]> {
  const asked: string[] = [];
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    const { pathname, search } = new URL(url, location.origin);
    if ((init?.method ?? 'GET') === 'GET') asked.push(pathname + search);
    return new Promise<Response>(() => undefined);
  });
  prefetch(new QueryClient());
  await new Promise((resolve) => setTimeout(resolve, 50));
  return [...new Set(asked)].sort();
}

afterEach(() => vi.unstubAllGlobals());

describe('a wallet page read early', () => {
  it.each(walletPages)(
    "asks for exactly what the page '%s' then reads, so every early answer is taken",
    async (page) => {
      const prefetched = await readsOf((client) => void prefetchWalletPage(client, page));
      expect([...walletPageReads(page)].sort()).toEqual(prefetched);
    },
  );

  it("asks for the area's own reads as the router's loader does: the profile and the prices", async () => {
    const prefetched = await readsOf((client) => {
      void client.prefetchQuery(userProfileQuery());
      void client.prefetchQuery(marketPricesQuery());
    });
    expect([...walletAreaReads].sort()).toEqual(prefetched);
  });

  it('asks for the Zera figures as the page does: both earned calls, then the two balances', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      const { pathname } = new URL(url, location.origin);
      const method = init?.method ?? 'GET';
      asked.push(`${method} ${pathname}${method === 'POST' ? ` ${String(init?.body)}` : ''}`);
      const answer =
        method === 'POST'
          ? { earned_zera: '0', mining_rate: '0', pledged_dappx: '0' }
          : { zera_balance: '0' };
      return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
    });
    await new QueryClient().fetchQuery(zeraLiveQuery());
    expect(asked).toEqual([
      ...zeraLiveCalls.earned.map(({ path, body }) => `POST ${path} ${body}`),
      ...zeraLiveCalls.balances.map((path) => `GET ${path}`),
    ]);
  });

  it('names every page of the area', () => {
    expect(walletPages.sort()).toEqual(['', 'ace', 'dappx', 'edao', 'nfts', 'zera']);
  });
});
