import { parseAmount } from '@dappx/shared/amounts';
import type { Locator, Page } from '@playwright/test';
import { admin, expect, expectAccessible, sql, test } from './fixtures';
import { register, unique, verifyEmail } from './sign-in-helpers';
import { TestWallet } from './test-wallet';

// The activity list of the history drawer: one row per thing the user did, its fees nested, a day's
// rewards per token as one row; and the wallet area's totals, stakes included, each figure labelled.

async function signedIn(page: Page, width: number, height = 900) {
  await page.setViewportSize({ width, height });
  const wallet = new TestWallet();
  await wallet.install(page);
  const email = unique('activity');
  await register(page, email);
  return { wallet, email };
}

/** A money call through the API, as the page's user. */
async function call(page: Page, path: string, data?: object) {
  const session = await page.evaluate(() => localStorage.getItem('session-id'));
  const answer = await page.request.post(path, { headers: { 'session-id': session ?? '' }, data });
  expect(answer.ok(), `${path}: ${await answer.text()}`).toBe(true);
  return answer.json();
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

/** A withdrawal of 100 ACE asked for (email verified first), on its way: the amount held, its fees paid. */
async function withdrawal(page: Page, email: string) {
  await verifyEmail(page, email);
  await call(page, '/users/acent/withdraw', { amount: '100' });
}

/**
 * EDAO staking rewards as the staking core posts them, `daysAgo` days back: many small ones a day, as
 * a stake read every 20 seconds earns them.
 */
async function rewards(address: string, daysAgo: number, amounts: string[]) {
  for (const amount of amounts)
    await sql(
      `WITH made AS (
         INSERT INTO ledger_entries (kind, user_id, created_at)
         SELECT 'governance-reward:ACE', id, now() - make_interval(days => $2) FROM users
         WHERE lower(public_address) = lower($1) RETURNING id, user_id, created_at
       ), accounts AS (
         SELECT ledger_account_id(made.user_id, 'EDAO', 'active') AS own,
           ledger_account_id(NULL, 'EDAO', 'rewards_pool') AS pool FROM made
       ), moved AS (
         UPDATE ledger_accounts SET balance = balance + CASE WHEN user_id IS NULL THEN -$3::numeric ELSE $3::numeric END
         WHERE id IN (SELECT own FROM accounts UNION ALL SELECT pool FROM accounts)
       )
       INSERT INTO ledger_postings (entry_id, account_id, asset, amount, created_at)
       SELECT made.id, accounts.own, 'EDAO', $3::numeric, made.created_at FROM made, accounts
       UNION ALL SELECT made.id, accounts.pool, 'EDAO', -$3::numeric, made.created_at FROM made, accounts`,
      [address, daysAgo, String(parseAmount(amount)!)],
    );
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

/** The drawer's rows of one kind. */
const rowsOf = (drawer: Locator, kind: string) =>
  drawer.locator(`[data-testid="history-row"][data-kind="${kind}"]`);

/** Every row's amount as shown, with its sign: never a zero, never the held amount coming back in. */
async function amountsShown(drawer: Locator) {
  return drawer.getByTestId('history-amount').allTextContents();
}

test.describe('activity list', () => {
  test.describe.configure({ timeout: 150_000 });

  test('one row per thing the user did at 1440 px: a withdrawal with its fee, a day’s rewards summed', async ({
    page,
  }) => {
    const { wallet, email } = await signedIn(page, 1440);
    const address = wallet.account.address;
    await movements(page, address);
    await withdrawal(page, email);
    await rewards(address, 1, ['0.01', '0.03']);
    await rewards(address, 0, ['0.0004', '0.0006', '0.001']);
    const seen = `0x${'ef'.repeat(32)}`;
    await pendingDeposit(address, seen);
    await page.goto('/user-profile/ace');
    const drawer = await openHistory(page);
    await expect(drawer).toHaveAccessibleName('Transaction History');
    const rows = drawer.getByTestId('history-row');
    // The deposit waiting for confirmations on top, then a first page of 10.
    await expect(rows).toHaveCount(11);
    await expect(rows.first()).toContainText('Deposit · Pending');
    await expect(rows.first()).toContainText('+12 ACE');
    await drawer.getByRole('button', { name: 'Load more' }).click();
    await expect(drawer).toContainText('End of transactions');
    // Four starter credits, three transfers, the activation, the stake, the unstake, the season stake, the
    // credit, the withdrawal and two days of rewards: 15 things done, and the deposit on its way.
    await expect(rows).toHaveCount(15 + 1);

    const withdrawals = rowsOf(drawer, 'withdrawal');
    await expect(withdrawals).toHaveCount(1);
    await expect(withdrawals.getByTestId('history-amount')).toHaveText('−100 ACE');
    await expect(withdrawals).toContainText('Withdrawal · On its way');
    await expect(withdrawals).toContainText('Vault → To your wallet');
    await expect(withdrawals.getByTestId('history-fee')).toHaveText(['Fee 2 ACE']);
    const amounts = await amountsShown(drawer);
    expect(amounts).not.toContain('+100 ACE');
    expect(amounts.filter((amount) => /^[+−]?0 /.test(amount))).toEqual([]);

    const daily = rowsOf(drawer, 'reward');
    await expect(daily).toHaveCount(2);
    // Today's three, and what the stake read meanwhile earned; yesterday's two.
    await expect(daily.getByTestId('history-amount')).toHaveText([/^\+0\.002\d* EDAO$/, '+0.04 EDAO']);
    await expect(daily.first()).toContainText('Staking rewards');
    await expect(daily.first()).toContainText(/\d payouts that day/);
    await expect(daily.last()).toContainText('2 payouts that day');

    const stake = rowsOf(drawer, 'stake');
    await expect(stake).toHaveCount(1);
    await expect(stake.getByTestId('history-amount')).toHaveText('10 ACE');
    await expect(stake).toContainText('Active → Governance stake');
    await expect(stake.getByTestId('history-fee')).toHaveCount(1);
    await expect(rowsOf(drawer, 'unstake')).toHaveCount(1);
    await expect(rowsOf(drawer, 'transfer')).toHaveCount(3);
    await expectAccessible(page);

    await choose(page, drawer.getByRole('combobox', { name: 'Activity' }), 'Withdrawal');
    await expect(rows).toHaveCount(1);
    await choose(page, drawer.getByRole('combobox', { name: 'Activity' }), 'All activity');
    await choose(page, drawer.getByRole('combobox', { name: 'Token' }), 'DAPPX');
    await expect(rows).toHaveCount(2); // the starter credit, and the transfer between two DAPPX balances
    await expect(drawer).toContainText('End of transactions');
    await choose(page, drawer.getByRole('combobox', { name: 'Token' }), 'IMX');
    await expect(drawer).toContainText('Transactions not found');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    for (const [language, title, kind, fee] of [
      ['es', 'Historial de transacciones', 'Retiro · En camino', 'Comisión 2 ACE'],
      ['pt', 'Histórico de transações', 'Saque · A caminho', 'Taxa 2 ACE'],
    ] as const) {
      test(`at 390 px in ${language}: one row per thing done, readable without sideways scrolling`, async ({
        page,
      }) => {
        const { wallet, email } = await signedIn(page, 390, 844);
        await page.evaluate((code) => localStorage.setItem('language', code), language);
        await movements(page, wallet.account.address);
        await withdrawal(page, email);
        await rewards(wallet.account.address, 0, ['0.01', '0.02']);
        await page.goto('/user-profile/ace');
        const drawer = await openHistory(page);
        await expect(drawer).toHaveAccessibleName(title);
        const withdrawals = rowsOf(drawer, 'withdrawal');
        await expect(withdrawals).toHaveCount(1);
        await expect(withdrawals).toContainText(kind);
        await expect(withdrawals.getByTestId('history-fee')).toHaveText([fee]);
        await expect(rowsOf(drawer, 'reward').getByTestId('history-amount')).toHaveText([/^\+0,03\d* EDAO$/]);
        expect(await amountsShown(drawer)).not.toContain('+100 ACE');
        const overflow = await drawer.evaluate((paper) => paper.scrollWidth - paper.clientWidth);
        expect(overflow).toBe(0);
        await expectAccessible(page);
      });
    }
  });
});
