import type { Page } from '@playwright/test';
import { expect, expectAccessible, shown, test } from './fixtures';
import { register, unique } from './sign-in-helpers';
import { TestWallet } from './test-wallet';

// A money dialog's confirm step keeps its Idempotency-Key: when the store's answer is lost on the way to
// the browser, pressing Continue again sends the same key and the store carries the request out once.

const tile = (page: Page, name: string) => page.getByRole('main').getByRole('group', { name, exact: true });

/**
 * The next transfer request reaches the store, but its answer is dropped before the browser sees it;
 * later ones go through. Returns the Idempotency-Key of every request, and the dropped answer's status.
 */
async function dropFirstAnswer(page: Page, pattern: string) {
  const sent = { keys: [] as string[], droppedStatus: 0 };
  await page.route(pattern, async (route) => {
    sent.keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (sent.keys.length > 1) return route.continue();
    sent.droppedStatus = (await route.fetch()).status();
    await route.abort('failed');
  });
  return sent;
}

test.describe('retries of a money dialog', () => {
  test.describe.configure({ timeout: 180_000 });

  for (const width of [1440, 390]) {
    test(`at ${width} px: a transfer whose answer was lost, confirmed again, is posted once`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const wallet = new TestWallet();
      await wallet.install(page);
      await register(page, unique('retry'));
      await page.goto('/user-profile/ace');
      // The demo starter balance: 1000 ACE in the vault (a first load on a busy machine is slow).
      await expect(tile(page, 'Acent Vault')).toContainText(shown('1,000 ACE'), { timeout: 30_000 });
      await expect(tile(page, 'Active Acent')).toContainText(shown('0 ACE'));

      await page.getByRole('button', { name: 'Transfer' }).click();
      const dialog = page.getByRole('dialog', { name: 'Transfer ACE' });
      await dialog.getByRole('textbox', { name: 'Amount' }).fill('123.456789');
      await dialog.getByRole('button', { name: 'Continue' }).click();
      const confirm = page.getByRole('dialog', { name: 'Confirm Transfer' });
      await expect(confirm).toContainText(shown('123.456789 ACE'));

      const sent = await dropFirstAnswer(page, '**/users/acent/transfer/vault-to-active');
      await confirm.getByRole('button', { name: 'Continue' }).click();
      // Back on the confirm step, saying why, with the same amount to confirm again.
      await expect(confirm.getByRole('alert')).toHaveText(
        "The store's answer did not arrive, so this may already have gone through. Try again: it is carried out only once.",
      );
      expect(sent.droppedStatus).toBe(200);
      await expect(confirm).toContainText(shown('123.456789 ACE'));
      await expectAccessible(page);
      await page.screenshot({ path: `test-results/money-retries/lost-answer-${width}.png` });

      await confirm.getByRole('button', { name: 'Continue' }).click();
      const done = page.getByRole('dialog', { name: 'Transfer Successful!' });
      await expect(done).toBeVisible();
      await done.getByRole('button', { name: 'OK' }).click();

      // Moved once: the balances, and the history's one row for the one transfer, unsigned (it moved
      // between the user's own balances).
      await expect(tile(page, 'Acent Vault')).toContainText(shown('876.543211 ACE'));
      await expect(tile(page, 'Active Acent')).toContainText(shown('123.456789 ACE'));
      await page.getByRole('button', { name: 'History' }).click();
      const rows = page.getByRole('dialog', { name: 'Transaction History' }).getByTestId('history-row');
      await expect(rows.filter({ hasText: 'Credit' }).first()).toBeVisible();
      await expect(rows.filter({ hasText: /123\.456789 ACE/ })).toHaveCount(1);
      await expect(rows.filter({ hasText: /[−+]123\.456789 ACE/ })).toHaveCount(0);
      // Both requests carried the one key drawn on the confirm step.
      expect(sent.keys).toHaveLength(2);
      expect(sent.keys[0]).toMatch(/^[0-9a-f]{32}$/);
      expect(sent.keys[1]).toBe(sent.keys[0]);
    });
  }
});
