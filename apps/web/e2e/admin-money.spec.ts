import { shortAddress } from '@dappx/shared/addresses';
import type { Page } from '@playwright/test';
import { admin, confirmWithdraw, expect, shown, sql, test } from './fixtures';
import { signInToConsole } from './console-helpers';
import { register, unique, verifyEmail } from './sign-in-helpers';
import { TestWallet } from './test-wallet';

// In the store-wide project: the withdrawal fee is the same for every user of the store.
test.describe.configure({ timeout: 120_000 });

test.afterEach(async () => {
  await admin('withdraw', 'set', 'ACE', 'withdrawal_fee_core=1');
  await admin('staking', 'set', 'DAPPX', 'mining_rate=0.1');
});

/** A registered, verified user on the ACE page with the withdraw dialog open at 10 ACE. */
async function userWithdrawing(page: Page) {
  const wallet = new TestWallet();
  await wallet.install(page);
  const email = unique('money');
  await register(page, email);
  await verifyEmail(page, email);
  await page.goto('/user-profile/ace');
  const vault = page.getByRole('main').getByRole('group', { name: 'Acent Vault', exact: true });
  await expect(vault).toContainText(shown('1,000 ACE'));
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw ACE' });
  await dialog.getByRole('textbox', { name: 'Withdraw Amount' }).fill('10');
  await expect(dialog.getByTestId('withdraw-total')).toHaveText('12 ACE');
  return { wallet, dialog };
}

test("finance changes a withdrawal fee in the console; a user's open withdraw dialog shows Policy Update!", async ({
  page,
  context,
}) => {
  const { wallet, dialog } = await userWithdrawing(page);

  const console = await context.newPage();
  const operator = await signInToConsole(console, 'finance');
  await console.getByRole('menuitem', { name: 'Money settings' }).click();
  const ace = console.getByRole('region', { name: 'ACE withdrawals' });
  // Each setting reads by its label, with the API's name beside it for those who script.
  await expect(ace.getByLabel('Withdrawal fee: core part (withdrawal_fee_core)')).toHaveValue('1');
  await ace.getByLabel('withdrawal_fee_core').fill('3');
  await ace.getByRole('button', { name: 'Review changes' }).click();
  const confirm = console.getByRole('dialog', { name: 'ACE withdrawals' });
  await expect(confirm).toContainText('Withdrawal fee: core part (withdrawal_fee_core): 1 → 3');
  await confirm.getByRole('button', { name: 'Confirm and save' }).click();
  await expect(console.getByText('Settings saved.')).toBeVisible();
  await expect(ace.getByLabel('withdrawal_fee_core')).toHaveValue('3');

  await confirmWithdraw(page, dialog);
  const policy = page.getByRole('dialog', { name: 'Policy Update!' });
  await expect(policy).toContainText(
    'Daily withdraw policy was updated. Kindly check and process your withdrawal again.',
  );
  expect(wallet.sent).toHaveLength(0);

  await console.getByRole('menuitem', { name: 'Audit log' }).click();
  const change = console.getByRole('row').filter({ hasText: 'Withdrawal settings changed' }).first();
  await expect(change).toContainText(shortAddress(operator.account.address));
  // Opened, the change names the setting it changed.
  await change.click();
  await expect(console.getByRole('row').filter({ hasText: 'withdrawal_fee_core' }).last()).toBeVisible();
});

test('a rate raised above its threshold waits until a second finance operator approves it', async ({
  browser,
}) => {
  const askerPage = await (await browser.newContext()).newPage();
  await signInToConsole(askerPage, 'finance');
  await askerPage.getByRole('menuitem', { name: 'Money settings' }).click();
  const dappx = askerPage.getByRole('region', { name: 'DAPPX pledging' });
  await expect(dappx.getByLabel('mining_rate')).toHaveValue('0.1');
  await dappx.getByLabel('mining_rate').fill('0.5');
  await dappx.getByRole('button', { name: 'Review changes' }).click();
  await askerPage.getByRole('button', { name: 'Confirm and save' }).click();
  await expect(askerPage.getByText(/^Not applied yet: the change raises a rate/)).toBeVisible();
  await expect(dappx.getByLabel('mining_rate')).toHaveValue('0.1');

  // Whoever asked sees the change waiting, and is refused when trying to approve it alone.
  await askerPage.getByRole('menuitem', { name: 'Waiting for approval' }).click();
  const askerRow = askerPage.getByRole('row').filter({ hasText: 'mining_rate = 0.5' });
  await askerRow.getByRole('button', { name: 'Approve' }).click();
  await askerPage.getByRole('button', { name: 'Confirm' }).click();
  await expect(
    askerPage.getByText(
      'A second operator must decide on this settings change: whoever asked for it cannot.',
    ),
  ).toBeVisible();

  const second = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await signInToConsole(second, 'finance');
  await second.getByRole('menuitem', { name: 'Waiting for approval' }).click();
  await expect(second.getByRole('heading', { name: 'Staking settings changes' })).toBeVisible();
  const row = second.getByRole('row').filter({ hasText: 'mining_rate = 0.5' });
  await expect(row).toContainText('DAPPX');
  await row.getByRole('button', { name: 'Approve' }).click();
  const confirm = second.getByRole('dialog', { name: 'Apply mining_rate = 0.5 to DAPPX staking?' });
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(second.getByText('Change approved and applied.')).toBeVisible();
  await expect(row).toHaveCount(0);
  expect(await admin('staking', 'show')).toContain('DAPPX mining_rate = 0.5');
});

test('a demo price changes only through the confirm step naming the token, its price now and the new one', async ({
  page,
}) => {
  const usd = async () =>
    (await sql("SELECT usd::text AS usd FROM market_prices WHERE symbol = 'ACE'"))[0]!.usd as string;
  const before = await usd();
  const shownBefore = before.includes('.') ? before.replace(/0+$/, '').replace(/\.$/, '') : before;
  try {
    await signInToConsole(page, 'finance');
    await page.goto('/admin/prices/ACE');
    await page.getByRole('textbox', { name: 'USD' }).fill('123.45');
    // A price is changed, never deleted.
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Save' }).click();
    const confirm = page.getByRole('dialog', { name: 'Change the ACE price?' });
    await expect(confirm).toContainText(`ACE: ${shownBefore} USD → 123.45 USD`);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await page.waitForTimeout(1000);
    expect(await usd()).toBe(before);

    await page.getByRole('button', { name: 'Save' }).click();
    await confirm.getByRole('button', { name: 'Confirm price' }).click();
    await expect(page.getByText('ACE demo price saved: 123.45 USD')).toBeVisible();
    expect(Number(await usd())).toBe(123.45);
    await expect(page.getByRole('row').filter({ hasText: 'ACE' })).toContainText('123.45');
  } finally {
    // The demo price is the whole store's: the later files read it as it was.
    await admin('price', 'ACE', before);
  }
});

test('an editor does not see the money screens, is refused at their URL, and the API answers 403', async ({
  page,
}) => {
  await signInToConsole(page, 'editor');
  await expect(page.getByRole('menuitem', { name: 'Money settings' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Withdrawals' })).toHaveCount(0);
  await page.goto('/admin/money-settings');
  await expect(page.getByText('Access denied')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'withdrawal_fee_core' })).toHaveCount(0);

  const token = await page.evaluate(
    () => (JSON.parse(sessionStorage.getItem('dappx-operator-session') ?? '{}') as { token?: string }).token,
  );
  const headers = { 'operator-session': token ?? '' };
  const read = await page.request.get('/admin/api/withdraw-settings', { headers });
  expect(read.status()).toBe(403);
  const change = await page.request.post('/admin/api/withdraw-settings/ACE', {
    headers,
    data: { withdrawal_fee_core: '0' },
  });
  expect(change.status()).toBe(403);
  expect((await change.json()).message).toBe('Your operator role does not allow this.');
});
