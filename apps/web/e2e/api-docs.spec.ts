import { expect, test } from './fixtures';

test('the API docs page renders the OpenAPI of our routes', async ({ page }) => {
  await page.goto('/docs');
  await expect(page.getByRole('heading', { name: /DAPPX API/ })).toBeVisible();
  await expect(page.getByText('/newsletter/submit').first()).toBeVisible();
  await expect(page.getByText('/settings/getMaintenanceMode').first()).toBeVisible();
});
