import { shortAddress } from '@dappx/shared/addresses';
import { formatDisplayAmount, formatFiat, parseAmount, usdValueOf } from '@dappx/shared/amounts';
import { marketPricesResponse } from '@dappx/shared/prices';
import { displayDecimals } from '@dappx/shared/tokens';
import type { Locator, Page } from '@playwright/test';
import { admin, confirmTransfer, expect, expectAccessible, holdNext, shown, test } from './fixtures';
import { register, unique } from './sign-in-helpers';
import { TestWallet } from './test-wallet';

// A new account holds the demo starter balances (1000 ACE, 500 DAPPX, 100 Zera, 50 EDAO); each test adds
// known odd amounts with the admin command, so every figure below is one this test made.
const expected = { ACE: '1,234.5', DAPPX: '520.25', Zera: '107', EDAO: '50.5' };

async function signedInWithBalances(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  const wallet = new TestWallet();
  await wallet.install(page);
  await register(page, unique('wallet'));
  const address = wallet.account.address;
  await Promise.all([
    admin('credit', address, 'ACE', '234.5', 'e2e wallet area'),
    admin('credit', address, 'DAPPX', '20.25', 'e2e wallet area'),
    admin('credit', address, 'ZERA', '7', 'e2e wallet area'),
    admin('credit', address, 'EDAO', '0.5', 'e2e wallet area'),
  ]);
  await page.reload();
  return wallet;
}

/** The page's USD figure for an amount, from the same price the server answers right now. */
async function usdOf(page: Page, symbol: 'ACE' | 'DAPPX', amount: string) {
  const prices = marketPricesResponse.parse(await (await page.request.get('/users/getMarketPrices')).json());
  return `≈ $${formatDisplayAmount(usdValueOf(parseAmount(amount)!, prices[symbol]?.USD), displayDecimals.fiat)} USD`;
}

/** The summary's USD value of several holdings, from the price the server answers right now. */
async function usdTotalOf(page: Page, amounts: { ACE: string; DAPPX: string }) {
  const prices = marketPricesResponse.parse(await (await page.request.get('/users/getMarketPrices')).json());
  const usd =
    usdValueOf(parseAmount(amounts.ACE)!, prices.ACE?.USD) +
    usdValueOf(parseAmount(amounts.DAPPX)!, prices.DAPPX?.USD);
  return `≈ $${formatFiat(usd)} USD`;
}

/**
 * Chooses an option of a MUI select with the keyboard. MUI 9 guards a mouse-up selection with 200/400 ms
 * timers started at the mouse-down that opened the list; on a loaded machine the gap between Playwright's
 * mouse events crosses them and the list can stay open or close early. The keyboard path has no timers.
 */
async function choose(page: Page, select: Locator, option: string) {
  await select.press('ArrowDown');
  await page.getByRole('option', { name: option }).press('Enter');
  // The dialog is hidden from the accessibility tree until the list's closing transition ends.
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** The words of a region's texts that the layout splits over two lines (a figure cut as '99.99990 / 8'). */
function wordsBrokenIn(region: Locator) {
  return region.evaluate((root) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}

const tile = (page: Page, name: string) => page.getByRole('main').getByRole('group', { name, exact: true });

async function expectEveryPage(page: Page, go: (name: RegExp) => Promise<void>) {
  await expect(page.getByRole('heading', { name: 'My Digital Assets' })).toBeVisible();
  for (const [symbol, total] of Object.entries(expected)) {
    await expect(page.getByTestId(`${symbol}-total`)).toHaveText(`${total} ${symbol}`);
  }
  await expect(page.getByRole('article', { name: 'ACE' })).toContainText(await usdOf(page, 'ACE', '1234.5'));
  await expectAccessible(page);

  await go(/ACE/);
  await expect(page).toHaveURL(/\/user-profile\/ace$/);
  await expect(page.getByRole('heading', { name: 'Current ACE Balance' })).toBeVisible();
  await expect(tile(page, 'Acent Vault')).toContainText(`${expected.ACE} ACE`);
  await expect(tile(page, 'Acent Vault')).toContainText(await usdOf(page, 'ACE', '1234.5'));
  await expect(tile(page, 'Active Acent')).toContainText(shown('0 ACE'));
  await expect(tile(page, 'Stake')).toContainText(shown('0 ACE'));
  await expect(tile(page, 'Total EDAO Earned')).toContainText(shown('0 EDAO'));
  await expect(page.getByRole('button', { name: 'Add', exact: true })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Withdraw', exact: true })).toBeDisabled();
  await expect(page.getByRole('table', { name: 'ACE governance stake history' })).toContainText(
    'No stakes yet.',
  );
  await expectAccessible(page);

  await go(/Zera/);
  await expect(page).toHaveURL(/\/user-profile\/zera$/);
  await expect(page.getByRole('heading', { name: 'Current Zera Balance' })).toBeVisible();
  await expect(tile(page, 'Zera Vault')).toContainText(`${expected.Zera} Zera`);
  await expect(tile(page, 'In-Game Zera')).toContainText(shown('0 Zera'));
  await expect(tile(page, 'Accumulated Earning')).toContainText(shown('0 Zera'));
  await expectAccessible(page);

  await go(/DAPPX/);
  await expect(page).toHaveURL(/\/user-profile\/dappx$/);
  await expect(tile(page, 'Total DAPPX')).toContainText(`${expected.DAPPX} DAPPX`);
  await expect(tile(page, 'Staked')).toContainText(shown('0 DAPPX'));
  await expect(tile(page, 'Unstaked/Withdrawable')).toContainText(`${expected.DAPPX} DAPPX`);
  await expect(tile(page, 'DAPPX Vault')).toContainText(`${expected.DAPPX} DAPPX`);
  await expect(tile(page, 'Active DAPPX')).toContainText(shown('0 DAPPX'));
  await page.getByRole('button', { name: 'Top Up' }).click();
  await expect(page.getByRole('menuitem', { name: 'Top Up Using Your Crypto' })).toBeEnabled();
  await page.keyboard.press('Escape');
  await expectAccessible(page);
}

test.describe('wallet area', () => {
  // Each test signs a new wallet up, credits it four times through the admin command and visits several
  // pages with an accessibility scan on each: 75 s alone on a 2-core machine, nearer two minutes when the
  // whole suite loads it.
  test.describe.configure({ timeout: 180_000 });

  test('from 960 px: a side navigation of nested pages, each with its balances', async ({ page }) => {
    await signedInWithBalances(page, 1440);
    await expect(page.getByRole('tablist')).toHaveCount(0);
    const nav = page.getByRole('navigation', { name: 'Wallet area' });
    await expectEveryPage(page, (name) => nav.getByRole('link', { name }).click());

    await nav.getByRole('link', { name: 'My EDAO' }).click();
    await expect(page).toHaveURL(/\/user-profile\/edao$/);
    await expect(page.getByRole('heading', { name: 'Current EDAO Balance' })).toBeVisible();
    await expect(tile(page, 'EDAO Vault')).toContainText(`${expected.EDAO} EDAO`);
    await expect(tile(page, 'Active EDAO')).toContainText(shown('0 EDAO'));
    await expect(tile(page, 'Total ACE Earned')).toContainText(shown('0 ACE'));
    // An empty history has no pages to go to.
    await expect(page.getByRole('button', { name: 'Go to page 1' })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('below 960 px: a balance summary on top, and a tab per page in a strip that shows it scrolls', async ({
    page,
  }) => {
    await signedInWithBalances(page, 390);
    const summary = page.getByRole('region', { name: 'Balance summary' });
    await expect(summary).toContainText(await usdTotalOf(page, { ACE: '1234.5', DAPPX: '520.25' }));
    for (const [symbol, total] of Object.entries(expected)) {
      await expect(summary.getByRole('link', { name: `${total} ${symbol}` })).toBeVisible();
    }
    const tabs = page.getByRole('tablist', { name: 'Wallet area' });
    const names = ['My Assets', 'My ACE', 'My ZeraBETA', 'My DAPPX', 'My EDAO', 'My NFTs'];
    await expect(tabs.getByRole('tab')).toHaveText(names);
    await expect(tabs.getByRole('tab', { name: 'My Assets' })).toHaveAttribute('aria-selected', 'true');
    const scrolls = () =>
      page.locator('.MuiTabs-scroller').evaluate((strip) => strip.scrollWidth > strip.clientWidth);
    expect(await scrolls()).toBe(true);
    // The strip says there is more: an arrow at its end, which brings the hidden tabs into view.
    await expect(tabs.getByRole('tab', { name: 'My NFTs' })).not.toBeInViewport();
    await page.getByRole('img', { name: 'More tabs' }).click();
    await expect(tabs.getByRole('tab', { name: 'My EDAO' })).toBeInViewport();
    await expectEveryPage(page, (name) => tabs.getByRole('tab', { name }).click());
    await expect(tabs.getByRole('tab', { name: /DAPPX/ })).toHaveAttribute('aria-selected', 'true');

    await tabs.getByRole('tab', { name: 'My EDAO' }).click();
    await expect(page).toHaveURL(/\/user-profile\/edao$/);
    await expect(tile(page, 'EDAO Vault')).toContainText(`${expected.EDAO} EDAO`);
    await expectAccessible(page);
  });

  test('below 960 px: the summary leads to the side panel, no table runs off, and tabs share a wider strip', async ({
    page,
  }) => {
    await signedInWithBalances(page, 390);
    const summary = page.getByRole('region', { name: 'Balance summary' });
    const tabs = page.getByRole('tablist', { name: 'Wallet area' });
    const scrolls = () =>
      page.locator('.MuiTabs-scroller').evaluate((strip) => strip.scrollWidth > strip.clientWidth);
    // The side panel sits under the page; the summary's Account button takes the reader there.
    const panel = page.getByRole('complementary', { name: 'Your wallet' });
    await expect(panel).not.toBeInViewport();
    await summary.getByRole('button', { name: 'Account' }).click();
    await expect(panel).toBeInViewport();
    await expect(panel).toBeFocused();

    // No table runs off a phone's screen (the seasons' four columns cut 'Remaining Time' off).
    await tabs.getByRole('tab', { name: 'My ACE' }).click();
    await expect(page.getByText('You have not staked in a season yet.')).toBeVisible();
    const offScreen = () =>
      page.evaluate(
        () =>
          [...document.querySelectorAll('main table')].filter(
            (table) => table.getBoundingClientRect().right > document.documentElement.clientWidth,
          ).length,
      );
    expect(await offScreen()).toBe(0);

    // Six tabs share the width once they fit.
    await page.setViewportSize({ width: 760, height: 900 });
    await expect.poll(scrolls).toBe(false);
    await page.setViewportSize({ width: 1000, height: 900 });
    await expect(tabs).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Wallet area' }).getByRole('link')).toHaveCount(6);
  });

  test('the transfer modal checks, confirms and moves ACE, then the page shows the new balances', async ({
    page,
  }) => {
    await signedInWithBalances(page, 1440);
    await page.goto('/user-profile/ace');
    await expect(tile(page, 'Acent Vault')).toContainText(`${expected.ACE} ACE`);
    await page.getByRole('button', { name: 'Transfer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Transfer ACE' });
    await expect(dialog.getByTestId('available-balance')).toHaveText(`${expected.ACE} ACE`);

    // Changing one side sets the other to the other balance.
    await choose(page, dialog.getByRole('combobox', { name: 'From' }), 'Active Acent');
    await expect(dialog.getByRole('combobox', { name: 'To' })).toHaveText('Acent Vault');
    await expect(dialog.getByTestId('available-balance')).toHaveText('0 ACE');
    await choose(page, dialog.getByRole('combobox', { name: 'To' }), 'Active Acent');
    await expect(dialog.getByRole('combobox', { name: 'From' })).toHaveText('Acent Vault');

    const amount = dialog.getByRole('textbox', { name: 'Amount' });
    const proceed = dialog.getByRole('button', { name: 'Continue' });
    await expect(proceed).toBeDisabled();
    await amount.fill('0');
    await expect(dialog.getByRole('alert')).toHaveText('Please input amount to be transferred.');
    // Checked as it is typed, against the From balance: Continue waits for an amount that is there.
    await amount.fill('5000');
    await expect(dialog.getByRole('alert')).toHaveText('Insufficient Balance.');
    await expect(proceed).toBeDisabled();
    await amount.fill('');
    await amount.pressSequentially('-200.1234567');
    await expect(amount).toHaveValue('200.123456');
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Continue' }).click();

    const confirm = page.getByRole('dialog', { name: 'Confirm Transfer' });
    await expect(confirm).toContainText(shown('200.123456 ACE'));
    await expect(confirm).toContainText(shown('1,234.5 ACE'));
    await expect(confirm).toContainText(shown('1,034.376544 ACE'));
    await expect(confirm).toContainText(shown('0 ACE'));
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Amount' })).toHaveValue('200.123456');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    const release = await holdNext(page, '**/users/acent/transfer/vault-to-active');
    await confirm.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByRole('dialog', { name: 'Processing your request' })).toContainText(
      'Almost there! Please wait a moment.',
    );
    release();
    const done = page.getByRole('dialog', { name: 'Transfer Successful!' });
    await expect(done).toBeVisible();
    await done.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(tile(page, 'Acent Vault')).toContainText(shown('1,034.376544 ACE'));
    await expect(tile(page, 'Active Acent')).toContainText(shown('200.123456 ACE'));
    expect(
      await admin('statement', (await page.evaluate(() => localStorage.getItem('wallet_address')))!),
    ).toMatch(/200\.123456/);

    // Fields start afresh when the modal opens again.
    await page.getByRole('button', { name: 'Transfer' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Transfer ACE' }).getByRole('textbox', { name: 'Amount' }),
    ).toHaveValue('');
  });

  test('Zera and DAPPX transfers move between their own balances', async ({ page }) => {
    await signedInWithBalances(page, 390);
    await page.goto('/user-profile/zera');
    await page.getByRole('button', { name: 'Transfer' }).click();
    const zera = page.getByRole('dialog', { name: 'Transfer Zera' });
    await expect(zera.getByRole('combobox', { name: 'From' })).toHaveText('Zera Vault');
    await confirmTransfer(page, zera, '7.5');
    await page
      .getByRole('dialog', { name: 'Transfer Successful!' })
      .getByRole('button', { name: 'OK' })
      .click();
    await expect(tile(page, 'Zera Vault')).toContainText(shown('99.5 Zera'));
    await expect(tile(page, 'In-Game Zera')).toContainText(shown('7.5 Zera'));

    await page.goto('/user-profile/dappx');
    await page.getByRole('button', { name: 'Transfer' }).click();
    const dappx = page.getByRole('dialog', { name: 'Transfer DAPPX' });
    await confirmTransfer(page, dappx, '20.25');
    await page
      .getByRole('dialog', { name: 'Transfer Successful!' })
      .getByRole('button', { name: 'OK' })
      .click();
    await expect(tile(page, 'DAPPX Vault')).toContainText(shown('500 DAPPX'));
    await expect(tile(page, 'Active DAPPX')).toContainText(shown('20.25 DAPPX'));
    await expect(tile(page, 'Total DAPPX')).toContainText(`${expected.DAPPX} DAPPX`);
  });

  test('a transfer the server refuses ends in Transfer Failed', async ({ page }) => {
    await signedInWithBalances(page, 1440);
    await page.goto('/user-profile/ace');
    await expect(tile(page, 'Acent Vault')).toContainText(`${expected.ACE} ACE`);
    // The vault empties elsewhere (another tab) after the page read it: the server has the last word.
    const sessionId = (await page.evaluate(() => localStorage.getItem('session-id')))!;
    const elsewhere = await page.request.post('/users/acent/transfer/vault-to-active', {
      headers: { 'session-id': sessionId },
      data: { amount: '1234.5' },
    });
    expect(elsewhere.ok()).toBe(true);

    await page.getByRole('button', { name: 'Transfer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Transfer ACE' });
    await confirmTransfer(page, dialog, '1000');
    const failed = page.getByRole('dialog', { name: 'Transfer Failed' });
    await expect(failed).toContainText('An error has occurred. Please try again later.');
    await failed.getByRole('button', { name: 'OK' }).click();
    await expect(tile(page, 'Acent Vault')).toContainText(shown('0 ACE'));
    await expect(tile(page, 'Active Acent')).toContainText(`${expected.ACE} ACE`);
  });

  test('the side panel: network, tokens, address, QR link, referral link, disconnect', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const wallet = await signedInWithBalances(page, 1440);
    const panel = page.getByRole('complementary', { name: 'Your wallet' });
    await expect(panel.getByText('Acent', { exact: true })).toBeVisible();
    const address = wallet.account.address;
    await expect(panel.getByText(shortAddress(address, 4), { exact: true })).toBeVisible();
    // The wallet's own tokens on chain (what demo funding gave it), not its store balances.
    const tokens = panel.getByRole('list', { name: 'Tokens' }).getByRole('listitem');
    await expect(tokens).toHaveCount(3);
    await expect(tokens.nth(0)).toContainText(/DAPPX.*USD.*100,000$/);
    await expect(tokens.nth(1)).toContainText(/ACE.*USD.*100,000$/);
    await expect(tokens.nth(2)).toContainText(/ETH.*USD100$/);
    // The store's figure beside the chain's, labelled as such, never passed off as the wallet's.
    await expect(tokens.nth(1)).toContainText(`In the store: ${expected.ACE} ACE`);
    await expect(panel.getByText('Verify your email', { exact: true })).toBeVisible();
    // Numbers and the email wrap between words (the email also at its @ and dots), never inside one.
    expect(await wordsBrokenIn(panel)).toEqual([]);

    await panel.getByRole('button', { name: 'Copy wallet address' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);

    await panel.getByRole('button', { name: 'Share' }).click();
    await panel.getByRole('button', { name: 'Copy Link' }).click();
    await expect(panel.getByRole('status')).toHaveText('Copied to clipboard!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/\?ref=[A-Z2-9]{8}$/);

    await panel.getByRole('button', { name: 'Link your mobile browser' }).click();
    const qr = page.getByRole('dialog', { name: 'Link your mobile browser' });
    await expect(qr).toContainText('Scan this QR Code to link your DAPPX account to your mobile browser.');
    await expect(qr.getByRole('img', { name: 'QR code linking your DAPPX account' })).toBeVisible();
    await expectAccessible(page);
    await qr.getByRole('button', { name: 'Close' }).click();

    await panel.getByRole('button', { name: 'Disconnect Wallet' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
  });

  test('with the wallet on another chain the network reads Ethereum, and prices failing say so', async ({
    page,
  }) => {
    await signedInWithBalances(page, 1440);
    await page.evaluate(() => localStorage.setItem('current_network', '0x1'));
    // The price source being down is the one failure a browser test cannot cause on the real server.
    await page.route('**/users/getMarketPrices', (route) => route.abort());
    await page.reload();
    await expect(
      page.getByRole('complementary', { name: 'Your wallet' }).getByText('Ethereum', { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: "Can't pull conversion rate." })).toBeVisible();
    await expect(page.getByRole('article', { name: 'ACE' })).toContainText('≈ $0.00 USD');
  });
});

/** 400 ACE to the active balance, the governance stake activated (1 ACE) and 150 ACE staked (fees 3 ACE). */
async function stake150Ace(page: Page) {
  const session = await page.evaluate(() => localStorage.getItem('session-id'));
  for (const [path, data] of [
    ['/users/acent/transfer/vault-to-active', { amount: '400' }],
    ['/users/acent/governance-pledging/activate', undefined],
    ['/users/acent/governance-pledging/pledge', { amount: '150' }],
  ] as const) {
    const answer = await page.request.post(path, { headers: { 'session-id': session ?? '' }, data });
    expect(answer.ok(), `${path}: ${await answer.text()}`).toBe(true);
  }
}

// Of 1,000 ACE: 1 paid to activate, 3 in stake fees, 150 staked: 996 ACE in the store, stakes included.
const aceInStore = '996';

test.describe('totals that add up', () => {
  // A sign-up, a stake through the API and two scanned pages: 30 s alone, over 90 s on a loaded runner.
  test.describe.configure({ timeout: 180_000 });

  test('at 1440 px: each token’s total in the store includes its stake, each figure labelled', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const wallet = new TestWallet();
    await wallet.install(page);
    await register(page, unique('totals'));
    await stake150Ace(page);
    await page.reload();
    const ace = page.getByRole('article', { name: 'ACE' });
    await expect(ace).toContainText('Total in the store');
    await expect(page.getByTestId('ACE-total')).toHaveText(`${aceInStore} ACE`);
    await expect(ace.getByRole('term')).toHaveText(['Acent Vault', 'Active Acent', 'Staked']);
    await expect(ace.getByRole('definition')).toHaveText(['600', '246', '150']);
    // The desktop's total-value card: the store's ACE and DAPPX at today's prices, stakes included.
    const card = page.getByRole('region', { name: 'Total value' });
    await expect(card).toContainText('Total value in the store');
    await expect(card.getByTestId('total-value')).toHaveText(
      await usdTotalOf(page, { ACE: aceInStore, DAPPX: '500' }),
    );
    // The side panel tells the wallet's own tokens on chain from what the store holds.
    const panel = page.getByRole('complementary', { name: 'Your wallet' });
    await expect(panel).toContainText('In your wallet (on chain)');
    await expect(panel.getByTestId('panel-ACE-in-store')).toHaveText(`In the store: ${aceInStore} ACE`);
    await expectAccessible(page);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('at 390 px in Spanish: the summary’s total value and ACE include the stake, labelled', async ({
      page,
    }) => {
      const wallet = new TestWallet();
      await wallet.install(page);
      await register(page, unique('totals'));
      await page.evaluate(() => localStorage.setItem('language', 'es'));
      await stake150Ace(page);
      await page.reload();
      const summary = page.getByRole('region', { name: 'Resumen de saldos' });
      await expect(summary).toContainText('Valor total en la tienda');
      // Written the Spanish way: a decimal comma (the value is below a thousand dollars).
      await expect(summary.getByTestId('total-value')).toHaveText(
        (await usdTotalOf(page, { ACE: aceInStore, DAPPX: '500' })).replace('.', ','),
      );
      await expect(summary.getByTestId('summary-ACE-total')).toHaveText(`${aceInStore} ACE`);
      await expect(summary.getByRole('link', { name: /ACE/ })).toContainText('En stake 150');
      const ace = page.getByRole('article', { name: 'ACE' });
      await expect(ace).toContainText('Total en la tienda');
      await expect(ace.getByRole('term')).toHaveText(['Bóveda Acent', 'Acent activo', 'En stake']);
      await expect(page.getByTestId('ACE-total')).toHaveText(`${aceInStore} ACE`);
      await expect(page.getByRole('complementary')).toContainText('En tu billetera (en cadena)');
      await expectAccessible(page);
    });
  });
});

test.describe('a wallet page read early', () => {
  test("asks for its reads before the app's code has arrived, and each of them once", async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 1440, height: 900 });
    await new TestWallet().install(page);
    await register(page, unique('early'));
    // The sign-up ends on the wallet area with its reads still in flight: leave it before counting, or
    // that page's late reads are counted as this one's.
    await page.goto('about:blank');
    const asked: { path: string; at: number }[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!url.pathname.startsWith('/users/')) return;
      const body = request.method() === 'POST' ? ` ${request.postData()}` : '';
      asked.push({ path: `${request.method()} ${url.pathname}${url.search}${body}`, at: Date.now() });
    });
    // The app's code is held back a moment (routing also turns the cache off): the reads must not wait.
    let appServedAt = Number.POSITIVE_INFINITY;
    await page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      appServedAt = Date.now();
      await route.continue();
    });
    await page.goto('/user-profile/ace');
    await expect(page.getByRole('heading', { level: 1, name: /ACE/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(appServedAt).toBeLessThan(Number.POSITIVE_INFINITY);
    const earlyCalls = [
      'GET /users/userProfile',
      'GET /users/totals',
      'GET /users/acent/vault/balance',
      // The Zera figures: both payouts, then the balances read after them.
      'POST /users/getEarnedZeraBalance {"token_type":"DAPPX"}',
      'POST /users/getEarnedZeraBalance {"token_type":"ACE"}',
      'GET /users/zera/main/balance',
      'GET /users/zera/pocket/balance',
    ];
    for (const path of earlyCalls) {
      const reads = asked.filter((read) => read.path === path);
      expect(reads, path).toHaveLength(1);
      expect(reads[0]!.at, path).toBeLessThan(appServedAt);
    }
  });
});

test.describe('a wallet page’s files', () => {
  test('bring the English texts of all its features in one file', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await new TestWallet().install(page);
    await register(page, unique('texts'));
    const scripts: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) scripts.push(pathname);
    });
    await page.goto('/user-profile');
    await expect(page.getByRole('heading', { level: 1, name: 'My Digital Assets' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((file) => /\/screen-texts-en-[\w-]+\.js$/.test(file))).toHaveLength(1);
    // Not a small file per feature pointing into it.
    expect(scripts.filter((file) => /\/en-[\w-]+\.js$/.test(file))).toEqual([]);
  });
});
