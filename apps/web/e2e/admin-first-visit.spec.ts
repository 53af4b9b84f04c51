import { admin, expect, test } from './fixtures';
import { TestWallet } from './test-wallet';

test('signed out, a first visit to a console page lands on the sign-in in one step, and signing in opens that page', async ({
  page,
}) => {
  const wallet = new TestWallet();
  await wallet.install(page);
  await admin('operator', 'add', wallet.account.address, 'support');

  await page.goto('/admin/audit');
  await expect(page.getByRole('button', { name: 'Sign in with wallet' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
  // The new tab's blank page and the sign-in, which replaced the page asked for. A sign-out loop pushed
  // dozens of entries, and kept the page blank for seconds while the browser throttled it.
  expect(await page.evaluate(() => history.length)).toBeLessThanOrEqual(2);

  await page.getByRole('button', { name: 'Sign in with wallet' }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page.getByRole('menuitem', { name: 'Audit log' })).toBeVisible();
});
