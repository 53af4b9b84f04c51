import { expect, test } from './fixtures';

test('the API docs page renders the OpenAPI of our routes, the console calls too, and filters by tag', async ({
  page,
}) => {
  await page.goto('/docs');
  // Swagger UI is a megabyte and a half of script: on a busy two-core machine it renders in over 7 s.
  await expect(page.getByRole('heading', { name: /DAPPX API/ })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('/settings/getMaintenanceMode').first()).toBeVisible();
  // With the console's calls the list passes 150 entries and is drawn as it scrolls: the filter finds a tag.
  const filter = page.getByPlaceholder(/filter by tag/i);
  await filter.fill('newsletter');
  await expect(page.getByText('/newsletter/submit').first()).toBeVisible();
  await expect(page.getByText('/settings/getMaintenanceMode')).toHaveCount(0);
  await filter.fill('admin');
  await expect(page.getByText('/admin/api/audit').first()).toBeVisible();
});
