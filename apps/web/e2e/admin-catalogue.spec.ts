import { expect, sql, test } from './fixtures';
import { signInToConsole } from './console-helpers';

const newText = 'Texto nuevo de la consola';

// In the store-wide project: the home's slides are what every visitor sees.
test.describe('the console’s catalogue', () => {
  let slide: { id: string; translations: unknown } | undefined;

  test.beforeEach(async () => {
    const [first] = await sql('SELECT id, translations FROM hero_slides ORDER BY position LIMIT 1');
    slide = first as typeof slide;
  });

  test.afterEach(async () => {
    if (!slide) return;
    await sql('UPDATE hero_slides SET translations = $2 WHERE id = $1', [slide.id, slide.translations]);
    // As the console does: every server process drops its cached catalogue.
    await sql("SELECT pg_notify('catalogue_changed', 'home-slides')");
  });

  test("an editor changes a home slide's Spanish text, the home in Spanish shows it at once, and the audit log lists it", async ({
    page,
    context,
  }) => {
    await signInToConsole(page, 'editor');
    await page.getByRole('menuitem', { name: 'Home slides' }).click();
    await page.getByRole('row').nth(1).click();
    await page.getByRole('tablist', { name: 'Text' }).getByRole('tab', { name: 'ES' }).click();
    await page.getByLabel('Text (ES)').fill(newText);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('menuitem', { name: 'Home slides' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/home-slides$/);

    const store = await context.newPage();
    await store.addInitScript(() => window.localStorage.setItem('language', 'es'));
    await store.goto('/');
    const hero = store.getByRole('region', { name: 'Destacados' });
    await expect(hero.locator('.swiper-slide-active')).toContainText(newText);

    await page.getByRole('menuitem', { name: 'Audit log' }).click();
    const change = page.getByRole('row').filter({ hasText: 'Catalogue row edited' }).first();
    await expect(change).toContainText(`home-slides:${slide!.id}`);
    await expect(change).toContainText(newText);
  });
});
