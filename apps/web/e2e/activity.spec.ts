import type { Locator, Page } from '@playwright/test';
import { admin, expect, expectAccessible, sql, test } from './fixtures';
import { register, unique } from './sign-in-helpers';
import { TestWallet } from './test-wallet';

// The activity list of the history drawer: every movement of the user's tokens, as the ledger holds it,
// narrowed by token and kind, read a page at a time.

async function signedIn(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  const wallet = new TestWallet();
  await wallet.install(page);
  await register(page, wallet, unique('activity'));
  return wallet;
}

/** A money call through the API, as the page's user. */
async function call(page: Page, path: string, data?: object) {
  const session = await page.evaluate(() => localStorage.getItem('session-id'));
  const answer = await page.request.post(path, { headers: { 'session-id': session ?? '' }, data });
  expect(answer.ok(), `${path}: ${await answer.text()}`).toBe(true);
}

/** Transfers, an activation, a stake and an unstake with fees, a season stake, then a credit. */
async function movements(page: Page, address: string) {
  await call(page, '/users/acent/transfer/vault-to-active', { amount: '100' });
  await call(page, '/users/dappx/transfer/vault-to-active', { amount: '30' });
  await call(page, '/users/zera/transfer/main-to-pocket', { amount: '2.5' });
  await call(page, '/users/acent/governance-pledging/activate');
  await call(page, '/users/acent/governance-pledging/pledge', { amount: '10' });
  // All of it, so no reward accrues while the test reads the list.
  await call(page, '/users/acent/governance-pledging/unpledge', { amount: '10' });
  const seasons = (await (await page.request.get('/users/acent/currentPledgeSeason')).json()) as {
    seasons: { _id: string; min_amount: string; max_amount: string }[];
  };
  const season = seasons.seasons.find((one) => one.min_amount !== one.max_amount)!;
  await call(page, '/users/acent/createPledge', {
    pledgeAmount: '15',
    wallet: address,
    season_id: season._id,
  });
  await admin('credit', address, 'ACE', '7.25', 'e2e activity');
}

/** A deposit of 12 ACE the chain has shown but not yet confirmed (the indexer's record of it). */
async function pendingDeposit(address: string, hash: string) {
  await sql(
    `INSERT INTO chain_deposits (chain_id, genesis_hash, vault, tx_hash, log_index, block_number, block_hash,
       token, from_address, amount, asset, user_id, status)
     SELECT 8888, $2, $1, $3, 0, 1, $2, $1, $1, 12000000000000000000, 'ACE', id, 'pending'
     FROM users WHERE lower(public_address) = lower($1)`,
    [address, `0x${'00'.repeat(32)}`, hash],
  );
}

/** The ledger's lines on the user's accounts: one row each, and one more per fee kept out of an unstake. */
async function ledgerLines(address: string) {
  const [row] = await sql(
    `SELECT count(*)::int AS lines FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id
     JOIN users u ON u.id = a.user_id WHERE lower(u.public_address) = lower($1)`,
    [address],
  );
  return row!.lines as number;
}

/** Chooses an option of a MUI select with the keyboard (no mouse-up timers to race on a busy machine). */
async function choose(page: Page, select: Locator, option: string) {
  await select.press('ArrowDown');
  await page.getByRole('option', { name: option, exact: true }).press('Enter');
  await expect(page.getByRole('listbox')).toBeHidden();
}

const openHistory = async (page: Page) => {
  await page.getByRole('button', { name: /^(History|Historial|Histórico)$/ }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByTestId('history-row').first()).toBeVisible();
  return drawer;
};

test.describe('activity list', () => {
  test.describe.configure({ timeout: 120_000 });

  test('every ledger movement in the activity list, narrowed by kind and token', async ({ page }) => {
    const wallet = await signedIn(page, 1440);
    await page.goto('/user-profile/ace');
    // The empty governance history offers no pages to go to.
    await expect(page.getByRole('table', { name: 'ACE governance stake history' })).toContainText(
      'No stakes yet.',
    );
    await expect(page.getByRole('button', { name: 'Go to page 1' })).toHaveCount(0);

    await movements(page, wallet.account.address);
    const seen = `0x${'ef'.repeat(32)}`;
    await pendingDeposit(wallet.account.address, seen);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Go to page 1' })).toBeVisible();
    const drawer = await openHistory(page);
    await expect(drawer).toHaveAccessibleName('Transaction History');
    const rows = drawer.getByTestId('history-row');
    // The deposit waiting for confirmations on top, then a first page of 20.
    await expect(rows).toHaveCount(21);
    await expect(rows.first()).toContainText('Deposit · Pending');
    await expect(rows.first()).toContainText('+12 ACE');
    await expect(rows.first().getByRole('button', { name: /^Tx 0xefefefef/ })).toHaveAttribute('title', seen);
    await page.screenshot({ path: 'test-results/activity/activity-1440-en-top.png' });
    await drawer.getByRole('button', { name: 'Load more' }).click();
    await expect(drawer).toContainText('End of transactions');
    // The unstake's 2 % kept inside the penalty window is a row of its own, beside the unstake in full.
    await expect(rows).toHaveCount((await ledgerLines(wallet.account.address)) + 1 + 1);

    const row = (kind: string, amount: string) =>
      rows.filter({ has: page.getByText(kind, { exact: true }) }).filter({ hasText: amount });
    for (const [kind, amount] of [
      ['Credit', '+7.25 ACE'],
      ['Season stake', '−15 ACE'],
      ['Season stake', '+15 ACE'],
      ['Unstake', '+10 ACE'],
      ['Unstake', '−10 ACE'],
      ['Fee', '−0.2 ACE'],
      ['Stake', '+10 ACE'],
      ['Stake', '−10 ACE'],
      ['Fee', '−0.1 ACE'],
      ['Activation fee', '−1 ACE'],
      ['Transfer', '+100 ACE'],
      ['Transfer', '−30 DAPPX'],
      ['Transfer', '+2.5 Zera'],
      ['Credit', '+1,000 ACE'],
      ['Credit', '+50 EDAO'],
    ] as const)
      await expect(row(kind, amount), `${kind} ${amount}`).not.toHaveCount(0);
    await expect(rows.nth(1)).toContainText('Credit');
    await expect(rows.nth(1)).toContainText('Vault');
    await expectAccessible(page);
    await page.screenshot({ path: 'test-results/activity/activity-1440-en.png' });

    await choose(page, drawer.getByRole('combobox', { name: 'Activity' }), 'Fee');
    await expect(rows).toHaveCount(4); // the stake's core, nitro and UBI parts, and the unstake's
    for (const fee of await rows.all()) await expect(fee).toContainText('Fee');
    await choose(page, drawer.getByRole('combobox', { name: 'Activity' }), 'All activity');
    await choose(page, drawer.getByRole('combobox', { name: 'Token' }), 'DAPPX');
    await expect(rows).toHaveCount(3); // the starter credit, and the transfer's two sides
    for (const dappx of await rows.all()) await expect(dappx).toContainText('DAPPX');
    await expect(drawer).toContainText('End of transactions');
    await choose(page, drawer.getByRole('combobox', { name: 'Token' }), 'IMX');
    await expect(drawer).toContainText('Transactions not found');
  });

  for (const [language, title, fee] of [
    ['en', 'Transaction History', 'Fee'],
    ['es', 'Historial de transacciones', 'Comisión'],
    ['pt', 'Histórico de transações', 'Taxa'],
  ] as const) {
    test(`at 390 px in ${language}: readable without sideways scrolling`, async ({ page }) => {
      const wallet = await signedIn(page, 390);
      await page.evaluate((code) => localStorage.setItem('language', code), language);
      await movements(page, wallet.account.address);
      await page.goto('/user-profile/ace');
      const drawer = await openHistory(page);
      await expect(drawer).toHaveAccessibleName(title);
      await expect(drawer.getByTestId('history-row').filter({ hasText: fee })).not.toHaveCount(0);
      const overflow = await drawer.evaluate((paper) => paper.scrollWidth - paper.clientWidth);
      expect(overflow).toBe(0);
      await expectAccessible(page);
      await page.screenshot({ path: `test-results/activity/activity-390-${language}.png` });
    });
  }
});
