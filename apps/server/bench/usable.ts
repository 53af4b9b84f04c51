import type { Browser } from '@playwright/test';
import pg from 'pg';
import { launchChromium } from './chromium';
import { signUp } from './transfers';

/** One page's time until usable: the median of the runs, and each run. */
export type UsableRow = { page: string; path: string; medianMs: number; runsMs: number[] };

// The target: every page usable within a second at 1440 px on this machine, cold cache.
export const usableTargetMs = 1000;
const runs = 3;
const viewport = { width: 1440, height: 900 };

/**
 * Usable: the page has its heading, and nothing on it is still loading: no busy region, progress bar or
 * skeleton. The time is the page's own clock, from the start of the navigation. (Run in the page: a
 * string, as the server's code has no DOM types.)
 */
const usableAt = `(() => {
  const heading = document.querySelector('h1');
  const loading = document.querySelector('[aria-busy="true"], [role="progressbar"], .MuiSkeleton-root');
  if (document.readyState === 'loading' || !heading || heading.getClientRects().length === 0 || loading)
    return false;
  return performance.now();
})()`;

/** A game's page and a collection's: the first of each the store lists. */
async function pathsFromDatabase(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const game = await client.query<{ slug: string }>('SELECT slug FROM games ORDER BY slug LIMIT 1');
    const collection = await client.query<{ id: string }>(
      'SELECT id FROM nft_collections ORDER BY created_at, id LIMIT 1',
    );
    return { game: game.rows[0]?.slug, collection: collection.rows[0]?.id };
  } finally {
    await client.end();
  }
}

async function pagesToMeasure(databaseUrl: string) {
  const { game, collection } = await pathsFromDatabase(databaseUrl);
  const pages: { page: string; path: string; signedIn?: boolean }[] = [
    { page: 'home', path: '/' },
    { page: 'games', path: '/games' },
    ...(game ? [{ page: 'a game', path: `/games/${game}` }] : []),
    { page: 'NFT market', path: '/explore-3' },
    ...(collection ? [{ page: 'a collection', path: `/nft-collection/${collection}` }] : []),
    { page: 'not found', path: '/no-such-page' },
    // The console's first visit: its sign-in, signed out.
    { page: 'console sign-in', path: '/admin' },
  ];
  for (const sub of ['', '/ace', '/zera', '/dappx', '/edao', '/nfts'])
    pages.push({ page: `wallet${sub || ' overview'}`, path: `/user-profile${sub}`, signedIn: true });
  return pages;
}

/** One cold load (a new context: empty cache and storage) until usable, in ms. */
async function loadOnce(
  browser: Browser,
  url: string,
  session: { id: string; address: string; key: string } | undefined,
): Promise<number> {
  // The store's CSP forbids eval, which is how Playwright runs a predicate given as a string; the bench's
  // own check is let through, the page's own scripts are the same either way.
  const context = await browser.newContext({ viewport, bypassCSP: true });
  try {
    // Signed in the way the store keeps a session: its keys in local storage. The demo wallet holds the
    // same key, or the session's wallet watch would see another account and sign the page out.
    if (session)
      await context.addInitScript(
        `localStorage.setItem('session-id', ${JSON.stringify(session.id)});
         localStorage.setItem('loggedin', 'true');
         localStorage.setItem('wallet_address', ${JSON.stringify(session.address)});
         localStorage.setItem('dappx-demo-wallet-key', ${JSON.stringify(session.key)});`,
      );
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(usableAt, undefined, { polling: 'raf', timeout: 30_000 });
    return Math.round((await handle.jsonValue()) as number);
  } finally {
    await context.close();
  }
}

/** Each page of the list, loaded cold `runs` times at 1440 px in Debian's Chromium. */
export async function benchUsable(apiUrl: string, databaseUrl: string): Promise<UsableRow[]> {
  const { session, address, key } = await signUp(apiUrl, 'usable');
  const browser = await launchChromium();
  try {
    const rows: UsableRow[] = [];
    for (const { page, path, signedIn } of await pagesToMeasure(databaseUrl)) {
      const runsMs: number[] = [];
      for (let run = 0; run < runs; run++)
        runsMs.push(
          await loadOnce(browser, `${apiUrl}${path}`, signedIn ? { id: session, address, key } : undefined),
        );
      const medianMs = [...runsMs].sort((a, b) => a - b)[Math.floor(runs / 2)]!;
      rows.push({ page, path, medianMs, runsMs });
    }
    return rows;
  } finally {
    await browser.close();
  }
}
