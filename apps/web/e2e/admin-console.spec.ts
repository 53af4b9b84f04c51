import { shortAddress } from '@dappx/shared/addresses';
import { maintenanceTexts } from '@dappx/shared/settings-texts';
import { admin, expect, test } from './fixtures';
import { signInToConsole } from './console-helpers';

// In the store-switches project: maintenance closes the whole store for every other test.
test.describe('operator console', () => {
  test.afterEach(async () => {
    await admin('maintenance', 'off');
  });

  test('the owner signs in at /admin, turns maintenance on and off, and the audit log lists both', async ({
    page,
    context,
  }) => {
    const wallet = await signInToConsole(page, 'owner');
    await page.getByRole('menuitem', { name: 'Maintenance' }).click();
    await page.getByLabel('Store under maintenance').check();
    await page.getByLabel('Message to visitors (optional)').fill('Back at 10:00 UTC');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The store is under maintenance.')).toBeVisible();

    const store = await context.newPage();
    // The server may answer from its one-second settings cache: a fresh load after it sees the switch.
    await expect(async () => {
      await store.goto('/');
      await expect(store).toHaveURL(/\/maintenance$/, { timeout: 5_000 });
    }).toPass({ timeout: 20_000 });
    await expect(store.getByText(maintenanceTexts.on)).toBeVisible();
    await expect(store.getByText('Back at 10:00 UTC')).toBeVisible();

    await page.getByLabel('Store under maintenance').uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The store is open.')).toBeVisible();
    await expect(async () => {
      await store.goto('/maintenance');
      await expect(store).toHaveURL(/\/$/, { timeout: 5_000 });
    }).toPass({ timeout: 20_000 });

    await page.getByRole('menuitem', { name: 'Audit log' }).click();
    const changes = page.getByRole('row').filter({ hasText: 'Maintenance set' });
    await expect(changes).toHaveCount(2);
    // Newest first, by whom; opened, a change shows only what it changed: the switch, from Yes to No.
    await expect(changes.first()).toContainText(shortAddress(wallet.account.address));
    await changes.first().click();
    await expect(
      page.getByRole('row').filter({ hasText: 'Yes' }).filter({ hasText: 'No' }).last(),
    ).toBeVisible();
  });
});
