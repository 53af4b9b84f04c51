import type { Page } from '@playwright/test';
import { parseUnits } from 'viem';
import { admin, confirmWithdraw, expect, expectAccessible, shown, test } from './fixtures';
import { register, unique, verifyEmail } from './sign-in-helpers';
import { TestWallet } from './test-wallet';

// Each test registers, verifies and sends real transactions on the demo chains. The whole withdrawal took
// 35 s alone here and over 90 s late in a CI run, beside the market's L2 purchases.
test.describe.configure({ timeout: 150_000 });

/** A registered wallet whose email link was followed (withdrawals need is_verified), on the ACE page. */
async function verifiedOnAcePage(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  const wallet = new TestWallet();
  await wallet.install(page);
  const email = unique('withdraw');
  await register(page, email);
  await verifyEmail(page, email);
  await page.goto('/user-profile/ace');
  await expect(vaultTile(page)).toContainText(shown('1,000 ACE'));
  return wallet;
}

const vaultTile = (page: Page) =>
  page.getByRole('main').getByRole('group', { name: 'Acent Vault', exact: true });

async function openWithdraw(page: Page) {
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw ACE' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a verified user withdraws ACE: the tokens arrive in the wallet, vault and history show it', async ({
  page,
}) => {
  const wallet = await verifiedOnAcePage(page, 1440);
  const before = await wallet.tokenBalance();
  const dialog = await openWithdraw(page);
  await expect(dialog.getByTestId('withdraw-vault-balance')).toContainText(shown('1,000 ACE'));
  await expect(dialog.getByRole('textbox', { name: 'Destination wallet address' })).toHaveValue(
    wallet.account.address,
  );
  await dialog.getByRole('textbox', { name: 'Withdraw Amount' }).fill('25');
  await expect(dialog.getByTestId('withdraw-total')).toHaveText('27 ACE');
  await dialog.getByRole('button', { name: /Fees, paid in ACE/ }).hover();
  await expect(page.getByRole('tooltip')).toContainText('Nitro fee: 0.5 ACE');
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/withdrawals/withdraw-dialog-1440.png' });

  // Nothing leaves before the confirmation has said what leaves, each fee and what is left.
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm withdrawal' });
  await expect(confirm).toContainText('You withdraw25 ACE');
  for (const fee of ['Core fee1 ACE', 'Nitro fee0.5 ACE', 'UBI fee0.5 ACE'])
    await expect(confirm).toContainText(fee);
  await expect(confirm).toContainText('Acent Vault after973 ACE');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Withdraw Amount' })).toHaveValue('25');
  expect(wallet.sent).toHaveLength(0);
  await confirmWithdraw(page, dialog);
  const done = page.getByRole('dialog', { name: 'Your withdrawal is on its way!' });
  await expect(done).toBeVisible({ timeout: 20_000 });
  // The receipt repeats what was paid out and what it cost.
  await expect(done).toContainText('25 ACE is on its way to your wallet');
  await expect(done).toContainText('the fee was 2 ACE');
  await page.screenshot({ path: 'test-results/withdrawals/withdraw-success-1440.png' });
  expect(await wallet.tokenBalance()).toBe(before + parseUnits('25', 18));
  expect(wallet.sent).toHaveLength(1);
  await expect(done.getByRole('link', { name: 'View on explorer' })).toHaveAttribute(
    'href',
    `/explorer/8888/tx/${wallet.sent[0]}`,
  );
  await expect(page.evaluate(() => localStorage.getItem('withdraw_id'))).resolves.toBeNull();

  await done.getByRole('button', { name: 'OK' }).click();
  await expect(vaultTile(page)).toContainText(shown('973 ACE'));
  await page.getByRole('button', { name: 'History', exact: true }).click();
  const history = page.getByRole('list', { name: 'Transaction History' });
  await expect(history.getByRole('listitem').first()).toContainText('Withdraw');
  await expect(history.getByRole('listitem').first()).toContainText(/Tx 0x[0-9a-f]{8}−25 ACE$/);
  await page.screenshot({ path: 'test-results/withdrawals/withdraw-history-1440.png' });
});

test('fees changed between preview and request: Policy Update! and nothing moves', async ({ page }) => {
  const wallet = await verifiedOnAcePage(page, 1440);
  const before = await wallet.tokenBalance();
  const dialog = await openWithdraw(page);
  await dialog.getByRole('textbox', { name: 'Withdraw Amount' }).fill('10');
  await admin('withdraw', 'set', 'ACE', 'withdrawal_fee_core=3');
  try {
    await confirmWithdraw(page, dialog);
    const policy = page.getByRole('dialog', { name: 'Policy Update!' });
    await expect(policy).toContainText(
      'Daily withdraw policy was updated. Kindly check and process your withdrawal again.',
    );
    expect(wallet.sent).toHaveLength(0);
    await policy.getByRole('button', { name: 'OK' }).click();
    await expect(vaultTile(page)).toContainText(shown('1,000 ACE'));
    expect(await wallet.tokenBalance()).toBe(before);
    // The dialog now shows the new fees: 3 + 0.5 + 0.5.
    const again = await openWithdraw(page);
    await again.getByRole('textbox', { name: 'Withdraw Amount' }).fill('10');
    await expect(again.getByTestId('withdraw-total')).toHaveText('14 ACE');
  } finally {
    await admin('withdraw', 'set', 'ACE', 'withdrawal_fee_core=1');
  }
});

test('declined in the wallet: the error shows and the vault balance is restored', async ({ page }) => {
  const wallet = await verifiedOnAcePage(page, 390);
  const before = await wallet.tokenBalance();
  wallet.rejectTransactions = true;
  const dialog = await openWithdraw(page);
  await dialog.getByRole('textbox', { name: 'Withdraw Amount' }).fill('40');
  await page.screenshot({ path: 'test-results/withdrawals/withdraw-dialog-390.png' });
  await confirmWithdraw(page, dialog);
  const failed = page.getByRole('dialog', { name: 'Withdraw Failed' });
  await expect(failed).toContainText('You declined an action in your wallet.', { timeout: 15_000 });
  await page.screenshot({ path: 'test-results/withdrawals/withdraw-declined-390.png' });
  await failed.getByRole('button', { name: 'OK' }).click();
  await expect(vaultTile(page)).toContainText(shown('1,000 ACE'));
  expect(await wallet.tokenBalance()).toBe(before);
});

test('amounts are checked as they are typed: the daily limit, the vault, the fee', async ({ page }) => {
  await verifiedOnAcePage(page, 1440);
  const dialog = await openWithdraw(page);
  const amount = dialog.getByRole('textbox', { name: 'Withdraw Amount' });
  const submit = dialog.getByRole('button', { name: 'Continue' });
  // The vault is named as on its tile.
  await expect(dialog).toContainText('Acent Vault');
  await expect(dialog).not.toContainText('ACE Vault Balance');
  await expect(submit).toBeDisabled();
  await amount.fill('99999999');
  await expect(dialog.getByRole('alert')).toHaveText('Withdraw amount exceeds your remaining daily limit.');
  await expect(submit).toBeDisabled();
  await amount.fill('999'); // 999 + the 2 ACE fee is more than the 1,000 in the vault
  await expect(dialog.getByRole('alert')).toHaveText('Insufficient Balance.');
  await expect(submit).toBeDisabled();
  await amount.fill('998');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(submit).toBeEnabled();
});

test('a refused request shows the server message in the dialog', async ({ page }) => {
  await verifiedOnAcePage(page, 1440);
  const dialog = await openWithdraw(page);
  await dialog.getByRole('textbox', { name: 'Withdraw Amount' }).fill('900');
  // The vault empties behind the open dialog: only the server can know.
  const session = await page.evaluate(() => localStorage.getItem('session-id'));
  const moved = await page.request.post('/users/acent/transfer/vault-to-active', {
    headers: { 'session-id': session ?? '' },
    data: { amount: '500' },
  });
  expect(moved.ok()).toBe(true);
  await confirmWithdraw(page, dialog);
  await expect(dialog.getByRole('alert')).toHaveText('Insufficient Balance.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(vaultTile(page)).toContainText(shown('500 ACE'));
});

test('withdrawals switched off: Service Maintenance instead of the dialog', async ({ page }) => {
  await verifiedOnAcePage(page, 390);
  await admin('withdraw', 'set', 'ACE', 'allow_withdrawal=false');
  try {
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    const maintenance = page.getByRole('dialog', { name: 'Service Maintenance' });
    await expect(maintenance).toContainText(
      'Service is not available at the moment. Please try again later. Thank you.',
    );
    await expect(page.getByRole('dialog', { name: 'Withdraw ACE' })).toHaveCount(0);
    await page.screenshot({ path: 'test-results/withdrawals/withdraw-maintenance-390.png' });
  } finally {
    await admin('withdraw', 'set', 'ACE', 'allow_withdrawal=true');
  }
});

test('DAPPX: the fees come from the ACE vault balance, the DAPPX arrives in the wallet', async ({ page }) => {
  const wallet = await verifiedOnAcePage(page, 390);
  await page.goto('/user-profile/dappx');
  const before = await wallet.tokenBalance('dappx');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw DAPPX' });
  await expect(dialog.getByTestId('withdraw-vault-balance')).toContainText(shown('500 DAPPX'));
  await expect(dialog).toContainText(shown('1,000 ACE'));
  await dialog.getByRole('textbox', { name: 'Withdraw Amount' }).fill('5');
  await expect(dialog.getByTestId('withdraw-total')).toHaveText('5 DAPPX + 2 ACE');
  await page.screenshot({ path: 'test-results/withdrawals/withdraw-dappx-390.png' });
  await confirmWithdraw(page, dialog);
  await expect(page.getByRole('dialog', { name: 'Your withdrawal is on its way!' })).toBeVisible({
    timeout: 20_000,
  });
  expect(await wallet.tokenBalance('dappx')).toBe(before + parseUnits('5', 18));
});

test('in Spanish on a phone: amounts read 1.000,5, and the confirmation and receipt are in Spanish', async ({
  page,
}) => {
  const wallet = await verifiedOnAcePage(page, 390);
  await page.evaluate(() => localStorage.setItem('language', 'es'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const vault = page.getByRole('main').getByRole('group', { name: 'Bóveda Acent', exact: true });
  await expect(vault).toContainText(shown('1.000 ACE'));
  await page.getByRole('button', { name: 'Retirar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Retirar ACE' });
  await dialog.getByRole('textbox').last().fill('0.5');
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmar retiro' });
  await expect(confirm).toContainText('Retiras0,5 ACE');
  await expect(confirm).toContainText('Bóveda Acent después997,5 ACE');
  await page.screenshot({ path: 'test-results/withdrawals/withdraw-confirm-es-390.png' });
  await confirm.getByRole('button', { name: 'Retirar', exact: true }).click();
  const done = page.getByRole('dialog', { name: '¡Tu retiro está en camino!' });
  await expect(done).toContainText('0,5 ACE va en camino a tu billetera', { timeout: 20_000 });
  await expect(done).toContainText('la comisión fue de 2 ACE');
  expect(wallet.sent).toHaveLength(1);
});
