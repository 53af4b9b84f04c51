import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { collectionAbi } from '@dappx/contracts';
import { shortAddress } from '@dappx/shared/addresses';
import type { ChainsInfo } from '@dappx/shared/chains';
import type { Browser, Locator, Page, Request } from '@playwright/test';
import { createPublicClient, createWalletClient, defineChain, http, parseEther, type Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { expect, expectAccessible, sql, test } from './fixtures';
import { demoCollectionId } from './server-internals';
import { connectToImx, register, unique } from './sign-in-helpers';
import { TestWallet } from './test-wallet';

const collectionPath = `/nft-collection/${demoCollectionId}`;
const shots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test-results/marketplace');

/** A new buyer, signed in with the test wallet, its IMX (L2) wallet connected, on the collection page. */
async function buyerOnCollection(page: Page) {
  const wallet = new TestWallet();
  await wallet.install(page);
  await register(page, unique('nft'));
  await page.goto(collectionPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Zephyr Sprites' })).toBeVisible();
  // The collection page has its own IMX area: the buyer links the L2 wallet there.
  await expect(await connectToImx(page)).toBeHidden();
  await expect(page.getByRole('button', { name: `IMX wallet ${wallet.account.address}` })).toBeVisible();
  return wallet;
}

const card = (page: Page, tokenId: number) =>
  page.getByRole('button', { name: new RegExp(`^Zephyr \\w+ #${tokenId}$`) });

async function openToken(page: Page, tokenId: number) {
  await card(page, tokenId).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`#${tokenId}$`) });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Buy for <price>, then the confirmation (price, estimated fee, balance after), then Pay: the wallet is asked. */
async function buyFrom(dialog: Locator, price: string) {
  await dialog.getByRole('button', { name: `Buy for ${price} ETH` }).click();
  const confirmation = dialog.getByRole('group', { name: 'Confirm your purchase' });
  await expect(confirmation).toContainText(`Price${price} ETH on IMX`);
  await expect(confirmation).toContainText(/Estimated network fee0\.0\d+ ETH on IMX/);
  await expect(confirmation.getByTestId('balance-after')).toHaveText(/^[\d,.]+ ETH on IMX$/);
  await confirmation.getByRole('button', { name: `Pay ${price} ETH` }).click();
  return confirmation;
}

/**
 * The calls a page makes to our API (/v1/…, /api/…, the spec's /users/…). The tokens' art is served under
 * /v1/marketplace/art as images the browser caches for a week: pictures, not calls, so not counted.
 */
function countApiCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/(v1|api|users)\//.test(pathname) && request.resourceType() !== 'image') calls.push(pathname);
  });
  return calls;
}

async function chainsInfo(page: Page): Promise<ChainsInfo> {
  return (await (await page.request.get('/v1/chains')).json()) as ChainsInfo;
}

const l2Chain = (info: ChainsInfo) =>
  defineChain({
    id: info.l2.chainId,
    name: 'IMX',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [info.l2.rpcUrl] } },
  });

async function ownerOnChain(page: Page, tokenId: bigint): Promise<Address> {
  const info = await chainsInfo(page);
  const tokens = await (
    await page.request.get(`/v1/marketplace/collections/${demoCollectionId}/tokens`)
  ).json();
  const client = createPublicClient({ chain: l2Chain(info), transport: http() });
  return client.readContract({
    address: tokens.data.collection.contract_address,
    abi: collectionAbi,
    functionName: 'ownerOf',
    args: [tokenId],
  });
}

async function statusOf(page: Page, tokenId: number): Promise<number> {
  const tokens = await (
    await page.request.get(`/v1/marketplace/collections/${demoCollectionId}/tokens`)
  ).json();
  return tokens.data.tokens.find((token: { token_id: string }) => token.token_id === String(tokenId)).status;
}

async function secondBuyer(browser: Browser) {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await buyerOnCollection(page);
  return page;
}

test('a buyer mints an NFT with a real L2 payment; a second buyer cannot buy it', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const wallet = await buyerOnCollection(page);
  await expect(card(page, 5)).toContainText('Available');
  await expect(card(page, 5)).toContainText('0.25 ETH on IMX');
  await page.screenshot({ path: `${shots}/grid-1440.png` });
  await expectAccessible(page);

  const dialog = await openToken(page, 5);
  await expect(dialog).toContainText('Mint Generated');
  await expect(dialog).toContainText('ZEP-005');
  // The token is minted at purchase, and the dialog says so under the button.
  await expect(dialog).toContainText('Minted to your wallet when you buy it');
  await page.screenshot({ path: `${shots}/dialog-1440.png` });
  await buyFrom(dialog, '0.25');

  // The notice names what was paid, in the coin paid.
  await expect(page.getByText('NFT successfully purchased: paid 0.25 ETH on IMX')).toBeVisible({
    timeout: 20_000,
  });
  await expect(dialog).toBeHidden();
  await expect(card(page, 5)).toContainText('Sold');
  expect(wallet.sent).toHaveLength(1);
  // The notice carries the payment's receipt, linked to our explorer's page of it on L2.
  await expect(page.getByTestId('receipt').getByRole('link', { name: 'View on explorer' })).toHaveAttribute(
    'href',
    `/explorer/13473/tx/${wallet.sent[0]}`,
  );
  expect(await ownerOnChain(page, 5n)).toBe(wallet.account.address);

  // Sold shows its traits and a disabled SOLD.
  const sold = await openToken(page, 5);
  await expect(sold.getByRole('button', { name: 'SOLD' })).toBeDisabled();
  await expect(sold).toContainText('Rarity');
  // Its owner: the buyer's username, which a new account has as its short address.
  await expect(sold).toContainText(`Owner: ${shortAddress(wallet.account.address)}`);

  const other = await secondBuyer(browser);
  const otherDialog = await openToken(other, 5);
  await expect(otherDialog.getByRole('button', { name: 'SOLD' })).toBeDisabled();
  const session = await other.evaluate(() => localStorage.getItem('session-id'));
  const refused = await other.request.post('/v1/marketplace/buy-token', {
    data: { session_id: session, asset_id: 'ZEP-005' },
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).code).toBe('token-unavailable');
  await other.close();
});

test('a balance not above the price shows Insufficient IMX Fund.', async ({ page }) => {
  test.setTimeout(90_000);
  const wallet = await buyerOnCollection(page);
  // Spend all but 0.01 of the L2 coin: less than any price.
  const info = await chainsInfo(page);
  const chain = l2Chain(info);
  const client = createPublicClient({ chain, transport: http() });
  const balance = await client.getBalance({ address: wallet.account.address });
  const sender = createWalletClient({ chain, transport: http(), account: wallet.account });
  const hash = await sender.sendTransaction({
    to: privateKeyToAccount(generatePrivateKey()).address,
    value: balance - parseEther('0.01'),
  });
  await client.waitForTransactionReceipt({ hash });

  await page.reload();
  const dialog = await openToken(page, 6);
  await dialog.getByRole('button', { name: 'Buy for 0.3 ETH' }).click();
  // The confirmation shows the balance after going below zero and does not let the payment start.
  const confirmation = dialog.getByRole('group', { name: 'Confirm your purchase' });
  await expect(confirmation.getByText('Insufficient IMX Fund.')).toBeVisible();
  await expect(confirmation.getByTestId('balance-after')).toHaveText(/^-0\.2\d* ETH on IMX$/);
  await expect(confirmation.getByRole('button', { name: 'Pay 0.3 ETH' })).toBeDisabled();
  expect(await statusOf(page, 6)).toBe(0);
  expect(wallet.sent).toHaveLength(0);
});

test('declining the payment in the wallet cancels the order and frees the token', async ({ page }) => {
  test.setTimeout(90_000);
  const wallet = await buyerOnCollection(page);
  wallet.rejectTransactions = true;
  const dialog = await openToken(page, 7);
  const confirmation = await buyFrom(dialog, '0.35');
  await expect(page.getByText('Please complete the action needed.')).toBeVisible({ timeout: 15_000 });
  await expect(confirmation.getByRole('button', { name: 'Pay 0.35 ETH' })).toBeEnabled();
  expect(await statusOf(page, 7)).toBe(0);
  expect(wallet.sent).toHaveLength(0);

  // And the phone layout of the grid and the dialog.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${shots}/dialog-390.png` });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.screenshot({ path: `${shots}/grid-390.png` });
});

/** The demo L2 node itself (not the store's proxy, which refuses node controls), from DATA_DIR/chains.json. */
async function l2Node(): Promise<(method: string, params: unknown[]) => Promise<unknown>> {
  const file = path.join(process.env.E2E_DATA_DIR ?? '', 'chains.json');
  const { l2 } = JSON.parse(await fs.readFile(file, 'utf8')) as { l2: { rpcUrl: string } };
  return async (method, params) => {
    const response = await fetch(l2.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
    return ((await response.json()) as { result: unknown }).result;
  };
}

/** performance.now() is coarsened to 0.1 ms on a page that is not cross-origin isolated. */
const timerResolutionMs = 0.1;

/** The fulfil requests' start and end on the page's clock, once two of them have been answered. */
async function fulfilTimings(page: Page) {
  const read = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('/v1/marketplace/fulfill-order'))
        .map((entry) => ({
          fetchStart: entry.fetchStart,
          responseEnd: (entry as PerformanceResourceTiming).responseEnd,
        })),
    );
  await expect.poll(async () => (await read()).length).toBe(2);
  return await read();
}

test('fulfil is retried every 5 s while the payment is not mined yet', async ({ page }) => {
  test.setTimeout(90_000);
  const wallet = await buyerOnCollection(page);
  const node = await l2Node();
  const fulfils: Request[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/v1/marketplace/fulfill-order')) fulfils.push(request);
  });
  await node('evm_setAutomine', [false]);
  await node('evm_setIntervalMining', [0]);
  try {
    const dialog = await openToken(page, 8);
    await page.evaluate(() => performance.setResourceTimingBufferSize(10_000));
    await buyFrom(dialog, '0.4');
    await expect.poll(() => fulfils.length, { timeout: 20_000 }).toBe(1);
    await expect.poll(() => fulfils.length, { timeout: 10_000 }).toBe(2);
    // Each try waits 5 s after the last answer. Measured on the page's own clock: Playwright's
    // timings mix the moment a request is queued with the moment it is sent, which differ under load.
    const [first, second] = await fulfilTimings(page);
    expect(second!.fetchStart - first!.responseEnd).toBeGreaterThanOrEqual(5_000 - timerResolutionMs);
    expect(wallet.sent).toHaveLength(1);
  } finally {
    await node('evm_setAutomine', [true]);
    await node('evm_setIntervalMining', [1000]);
    await node('evm_mine', []);
  }
  await expect(page.getByText('NFT successfully purchased')).toBeVisible({ timeout: 15_000 });
  expect(await ownerOnChain(page, 8n)).toBe(wallet.account.address);
});

test('an unknown collection goes back one page', async ({ page }) => {
  await page.goto('/terms');
  await page.goto('/nft-collection/00000000-0000-4000-8000-000000000000');
  await expect(page).toHaveURL(/\/terms$/);
});

test('the home page’s NFT slide button opens the demo collection', async ({ page }) => {
  await page.goto('/');
  // Same tab, through the router: the collection is our own page.
  const link = page.locator(`a[href="${collectionPath}"]`);
  await expect(link).toHaveCount(1);
  await expect(link).not.toHaveAttribute('target', '_blank');
});

test("a collection with no tokens says so in the specification's words, in each language", async ({
  page,
}) => {
  const [empty] = await sql(
    "INSERT INTO nft_collections (name, symbol) VALUES ('Empty Shelf', 'EMPTY') RETURNING id",
  );
  await page.goto(`/nft-collection/${String(empty!.id)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Empty Shelf' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('No tokens in this collection');

  await page.getByRole('banner').getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'Español' }).click();
  await expect(page.getByRole('alert')).toHaveText('No hay tokens en esta colección');
  await page.getByRole('banner').getByRole('button', { name: 'Idioma' }).click();
  await page.getByRole('menuitem', { name: 'Português' }).click();
  await expect(page.getByRole('alert')).toHaveText('Não há tokens nesta coleção');
});

test.describe('the NFT market at /explore-3', () => {
  const market = (page: Page) => page.getByRole('list', { name: /^(Items|Artículos)$/ });
  const item = (page: Page, name: string) => market(page).getByRole('button', { name, exact: true });

  test('reached from the navigation: search, filters and price order over every collection', async ({
    page,
  }) => {
    // Two pages with an accessibility scan and six filtered reloads of the grid: 40 s alone, over a
    // minute beside other browsers.
    test.setTimeout(120_000);
    await page.goto('/games');
    await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'NFT' }).click();
    await expect(page).toHaveURL(/\/explore-3$/);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(/Home.*Explore/);
    await expect(page.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();
    await expect(item(page, 'Zephyr Calm #1')).toContainText('Zephyr Sprites');
    // The coin paid, where it lives, and its value in dollars (ETH at the demo's $3,150).
    await expect(item(page, 'Zephyr Calm #1')).toContainText(
      /#10\.05 ETH on IMX≈ \$157\.50Owner: 0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}Available/,
    );
    // An owner without a name is shown by short address, never "Unnamed".
    await expect(item(page, 'Acent Orb of Air #1')).toContainText(
      /Owner: 0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}Available$/,
    );
    await expect(market(page)).not.toContainText('Unna');
    await expectAccessible(page);
    await page.screenshot({ path: `${shots}/explore-1440.png` });

    // Searched by the server, over every page of the market.
    await page.getByRole('searchbox', { name: 'Search the market' }).fill('orb of fire');
    await expect(market(page).getByRole('button')).toHaveCount(3);
    for (const name of await market(page)
      .getByRole('button')
      .evaluateAll((cards) => cards.map((c) => c.ariaLabel)))
      expect(name).toMatch(/^Acent Orb of Fire #\d+$/);
    await page.getByRole('searchbox', { name: 'Search the market' }).fill('');
    // The whole market back first: the filters' options follow the answer, and a list that changes
    // under the pointer takes the click elsewhere.
    await expect(item(page, 'Zephyr Calm #1')).toBeVisible();

    await page.getByRole('combobox', { name: 'Collection' }).click();
    await page.getByRole('option', { name: 'Acent Orbs' }).click();
    await expect(page.getByRole('combobox', { name: 'Collection' })).toHaveText('Acent Orbs');
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Price: high to low' }).click();
    await expect(market(page).getByTestId('market-price')).toHaveCount(12);
    // The filtered grid paints first in the default order; the new order follows its own answer.
    const pricesShown = () =>
      market(page)
        .getByTestId('market-price')
        .evaluateAll((figures) => figures.map((figure) => Number(figure.getAttribute('data-wei'))));
    const fallingPrices = async () => {
      const prices = await pricesShown();
      const falling = prices.every((price, at) => at === 0 || prices[at - 1]! >= price);
      return falling && prices[0]! > prices.at(-1)!;
    };
    await expect.poll(fallingPrices).toBe(true);
    for (const name of await market(page)
      .getByRole('button')
      .evaluateAll((cards) => cards.map((c) => c.ariaLabel)))
      expect(name).toMatch(/^Acent Orb/);
  });

  test('a one-column list on a phone, in Spanish too', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/explore-3');
    await expect(item(page, 'Zephyr Calm #1')).toBeVisible();
    const lefts = await market(page)
      .getByRole('listitem')
      .evaluateAll((rows) => rows.slice(0, 6).map((row) => row.getBoundingClientRect().left));
    expect(new Set(lefts).size).toBe(1);
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Explorar' })).toBeVisible();
    await expect(item(page, 'Zephyr Calm #1')).toContainText('Disponible');
    await page.screenshot({ path: `${shots}/explore-390-es.png` });
  });

  test('a buyer buys an item from the market with the purchase flow of a collection', async ({ page }) => {
    test.setTimeout(120_000);
    const wallet = new TestWallet();
    await wallet.install(page);
    await register(page, unique('market'));
    await page.goto('/explore-3');
    await expect(await connectToImx(page)).toBeHidden();
    // The list must never fall back to "No items match" while it reloads after the purchase.
    const noMatch = page.getByText('No items match these filters.');
    let flashed = false;
    await page.exposeFunction('sawNoMatch', () => {
      flashed = true;
    });
    await page.evaluate(() => {
      new MutationObserver(() => {
        if (document.body.textContent?.includes('No items match these filters.'))
          (window as unknown as { sawNoMatch: () => void }).sawNoMatch();
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await page.getByRole('combobox', { name: 'Collection' }).click();
    await page.getByRole('option', { name: 'Acent Orbs' }).click();
    await item(page, 'Acent Orb of Light #8').click();
    const dialog = page.getByRole('dialog', { name: 'Acent Orb of Light #8' });
    await expect(dialog.getByTestId('buyer-balance')).toHaveText(/^Your balance: [\d,.]+ ETH on IMX$/);
    await buyFrom(dialog, '0.8');
    await expect(page.getByText('NFT successfully purchased')).toBeVisible({ timeout: 20_000 });
    await expect(item(page, 'Acent Orb of Light #8')).toContainText('Sold');
    const short = shortAddress(wallet.account.address);
    await expect(item(page, 'Acent Orb of Light #8')).toContainText(`Owner: ${short}`);
    await expect(noMatch).toHaveCount(0);
    expect(flashed).toBe(false);
    expect(wallet.sent).toHaveLength(1);

    // My NFTs in the wallet area lists it, reached from the area's navigation.
    await page.goto('/user-profile');
    await page
      .getByRole('navigation', { name: 'Wallet area' })
      .getByRole('link', { name: 'My NFTs' })
      .click();
    await expect(page).toHaveURL(/\/user-profile\/nfts$/);
    await expect(item(page, 'Acent Orb of Light #8')).toContainText(`Owner: ${short}`);
    await expect(market(page).getByRole('button')).toHaveCount(1);
  });
});

test.describe('one call per page, and an item page of its own', () => {
  const market = (page: Page) => page.getByRole('list', { name: /^(Items|Artículos|Itens)$/ });

  test('the market and a collection page each load with at most 10 API calls', async ({ page }) => {
    const calls = countApiCalls(page);
    await page.goto('/explore-3');
    await expect(market(page).getByRole('button')).toHaveCount(36);
    await expect(market(page).locator('img').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(calls.length, calls.join('\n')).toBeLessThanOrEqual(10);
    expect(calls.filter((call) => call === '/v1/marketplace/market')).toHaveLength(1);
    expect(calls.filter((call) => call.startsWith('/v1/marketplace/items'))).toHaveLength(0);

    calls.length = 0;
    await page.goto(collectionPath);
    await expect(page.getByRole('heading', { level: 1, name: 'Zephyr Sprites' })).toBeVisible();
    await expect(market(page).getByRole('button')).toHaveCount(36);
    await page.waitForLoadState('networkidle');
    expect(calls.length, calls.join('\n')).toBeLessThanOrEqual(10);
    // The banner: the collection's figures in the same call.
    const banner = page.getByRole('region', { name: 'Zephyr Sprites' });
    await expect(banner).toContainText(/Items40/);
    await expect(banner).toContainText(/Floor price0\.\d+ ETH on IMX/);
    await expect(banner).toContainText(/Owners\d+/);
    // Laid out like the market: the same cards, with price in ETH on IMX and owner.
    await expect(market(page).getByRole('button').first()).toContainText(/ETH on IMX.*Owner: /);
  });

  test('an item opens by its own address, from a link in its dialog', async ({ page }) => {
    await page.goto('/explore-3');
    await market(page).getByRole('button', { name: 'Zephyr Storm #2', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Zephyr Storm #2' });
    await dialog.getByRole('link', { name: 'Open this item’s page' }).click();
    await expect(page).toHaveURL(new RegExp(`/explore-3/${demoCollectionId}/2$`));
    // The address changes before the page's own read starts; counting begins once it has landed.
    await expect(page.getByRole('heading', { level: 1, name: 'Zephyr Storm #2' })).toBeVisible();
    const address = page.url();

    const calls = countApiCalls(page);
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1, name: 'Zephyr Storm #2' })).toBeVisible();
    await expect(page.getByTestId('item-price')).toHaveText('0.1 ETH on IMX');
    await expect(page.getByRole('button', { name: 'Buy for 0.1 ETH' })).toBeVisible();
    await expect(page).toHaveTitle('NFT · DAPPX');
    expect(calls.filter((call) => call.startsWith('/v1/marketplace/'))).toEqual([
      `/v1/marketplace/market/${demoCollectionId}/2`,
    ]);
    const served = await page.request.get(address);
    expect(served.status()).toBe(200);
  });
});

test.describe('on a phone (390 px), in Spanish and Portuguese', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  const market = (page: Page) => page.getByRole('list', { name: /^(Items|Artículos|Itens)$/ });

  test('the market, its dialog and a collection page name the coin and the price to pay', async ({
    page,
  }) => {
    const calls = countApiCalls(page);
    await page.goto('/explore-3');
    await expect(market(page).getByRole('button')).toHaveCount(36);
    await page.waitForLoadState('networkidle');
    expect(calls.length, calls.join('\n')).toBeLessThanOrEqual(10);

    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    const calm = market(page).getByRole('button', { name: 'Zephyr Calm #1', exact: true });
    await expect(calm).toContainText('0,05 ETH en IMX');
    await calm.click();
    const dialog = page.getByRole('dialog', { name: 'Zephyr Calm #1' });
    await expect(dialog.getByRole('button', { name: 'Comprar por 0,05 ETH' })).toBeVisible();
    await expect(dialog).toContainText('Se acuña en tu billetera cuando lo compras');
    const box = await dialog.getByRole('button', { name: 'Comprar por 0,05 ETH' }).boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await dialog.getByRole('button', { name: 'Cerrar' }).click();

    await page.goto(collectionPath);
    await page.getByRole('button', { name: 'Idioma' }).click();
    await page.getByRole('menuitem', { name: 'Português' }).click();
    await expect(page.getByRole('region', { name: 'Zephyr Sprites' })).toContainText(
      /Preço mínimo0,\d+ ETH na IMX/,
    );
    const lefts = await market(page)
      .getByRole('listitem')
      .evaluateAll((rows) => rows.slice(0, 4).map((row) => row.getBoundingClientRect().left));
    expect(new Set(lefts).size).toBe(1);
  });
});
