import { expect, test } from './fixtures';

test.describe('language switcher', () => {
  test('switches to Spanish and Portuguese, and keeps the choice across a reload', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: /main/i });
    await expect(nav.getByText('Learn', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: /language/i }).click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const navEs = page.getByRole('navigation', { name: 'Navegación principal' });
    await expect(navEs.getByText('Aprender', { exact: true })).toBeVisible();
    await expect(navEs.getByText('Learn', { exact: true })).toHaveCount(0);

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');

    await page.getByRole('button', { name: /idioma|language/i }).click();
    await page.getByRole('menuitem', { name: 'Português' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
    await expect(page.getByRole('form', { name: 'Newsletter' }).getByRole('button')).toHaveText(
      'Inscrever-se',
    );
  });
});
