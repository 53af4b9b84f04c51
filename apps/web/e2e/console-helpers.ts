import type { OperatorRole } from '@dappx/shared/operator-roles';
import type { Page } from '@playwright/test';
import { admin, expect } from './fixtures';
import { TestWallet } from './test-wallet';

/**
 * Makes a fresh wallet an operator of `role` (by the admin command, as an owner would) and signs it
 * in at /admin in `page`; the console's menu is showing when this returns.
 */
export async function signInToConsole(page: Page, role: OperatorRole): Promise<TestWallet> {
  const wallet = new TestWallet();
  await wallet.install(page);
  await admin('operator', 'add', wallet.account.address, role);
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Sign in with wallet' }).click();
  await expect(page.getByRole('menuitem', { name: 'Audit log' })).toBeVisible();
  return wallet;
}
