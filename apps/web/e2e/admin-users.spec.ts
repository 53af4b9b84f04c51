import { shortAddress } from '@dappx/shared/addresses';
import { expect, test } from './fixtures';
import { signInToConsole } from './console-helpers';
import { register, unique } from './sign-in-helpers';
import { TestWallet } from './test-wallet';

// Own state: a fresh user of its own, blocked by a fresh support operator.
test('support finds a signed-in user by address, blocks them, the store signs them out, and the audit log lists it', async ({
  page,
  context,
}) => {
  // Two sign-ins in one test, the store's and the console's, each with its wallet dialog: on a loaded
  // two-core runner that alone came to most of the default minute.
  test.slow();
  const user = new TestWallet();
  await user.install(page);
  await register(page, unique('support'));
  await expect(page.getByRole('button', { name: 'Disconnect Wallet' })).toBeVisible();
  const address = user.account.address;

  const consolePage = await context.newPage();
  await signInToConsole(consolePage, 'support');
  await consolePage.getByRole('menuitem', { name: 'Users' }).click();
  await consolePage.getByLabel('Address, email or username').fill(address.slice(0, 14));
  // The list reads again once the search is in its address: the row clicked is the found one.
  await expect(consolePage).toHaveURL(/filter=/);
  await expect(consolePage.getByRole('row').filter({ has: consolePage.getByRole('cell') })).toHaveCount(1);
  await consolePage.getByText(address).click();
  await expect(consolePage.getByRole('tab', { name: 'Sessions' })).toBeVisible();

  await consolePage.getByRole('button', { name: 'Block' }).click();
  const dialog = consolePage.getByRole('dialog');
  await dialog.getByLabel('Reason (kept with the block)').fill('chargeback fraud');
  await dialog.getByRole('button', { name: 'Block' }).click();
  // The notice names whom it blocked: the user's name, their short address by default.
  await expect(
    consolePage.getByText(`${shortAddress(address)} is blocked; their sessions ended.`),
  ).toBeVisible();
  await expect(consolePage.getByText(/Blocked on .*: chargeback fraud/)).toBeVisible();

  // The store's next call meets the block: the user is told the account is suspended, signed out.
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: 'Account suspended' })).toContainText(
    'This account is suspended. Contact support at',
    { timeout: 20_000 },
  );
  await expect(page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' })).toBeVisible();

  await consolePage.getByRole('menuitem', { name: 'Audit log' }).click();
  // Opened, the block's row shows the reason it was given.
  const row = consolePage.getByRole('row').filter({ hasText: 'User blocked' }).first();
  await row.click();
  await expect(consolePage.getByRole('row').filter({ hasText: 'chargeback fraud' }).last()).toBeVisible();
});
