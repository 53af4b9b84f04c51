import { expect, test } from './fixtures';

test('the API docs page renders the OpenAPI of our routes', async ({ page }) => {
  await page.goto('/docs');
  // Swagger UI is a megabyte and a half of script: on a busy two-core machine it renders in over 7 s.
  await expect(page.getByRole('heading', { name: /DAPPX API/ })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('/newsletter/submit').first()).toBeVisible();
  await expect(page.getByText('/settings/getMaintenanceMode').first()).toBeVisible();
});
