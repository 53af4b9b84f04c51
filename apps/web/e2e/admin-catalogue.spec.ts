import { expect, sql, test } from './fixtures';
import { signInToConsole } from './console-helpers';

const newText = 'Texto nuevo de la consola';
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

// In the store-wide project: the home's slides are what every visitor sees.
test.describe('the console’s catalogue', () => {
  let slide: { id: string; translations: unknown; slide: unknown } | undefined;

  test.beforeEach(async () => {
    const [first] = await sql('SELECT id, translations, slide FROM hero_slides ORDER BY position LIMIT 1');
    slide = first as typeof slide;
  });

  test.afterEach(async () => {
    if (!slide) return;
    await sql('UPDATE hero_slides SET translations = $2, slide = $3 WHERE id = $1', [
      slide.id,
      slide.translations,
      slide.slide,
    ]);
    // As the console does: every server process drops its cached catalogue.
    await sql("SELECT pg_notify('catalogue_changed', 'home-slides')");
  });

  test("an editor changes a home slide's Spanish text, the home in Spanish shows it at once, and the audit log lists it", async ({
    page,
    context,
  }) => {
    // Signing in, an upload, the undoable edit's toast running out and the store's home: past a minute on a loaded machine.
    test.slow();
    await signInToConsole(page, 'editor');
    await page.getByRole('menuitem', { name: 'Home slides' }).click();
    await page.getByRole('row').nth(1).click();
    await page.getByRole('tablist', { name: 'Text' }).getByRole('tab', { name: 'ES' }).click();
    await page.getByLabel('Text (ES)').fill(newText);
    // A Spanish phone picture, uploaded through the console in the pictures' ES tab: the field takes the
    // path the store serves it at.
    await page.getByRole('tablist', { name: 'Images' }).getByRole('tab', { name: 'ES' }).click();
    await page.locator('input[type="file"][aria-label="Image (phone) (ES)"]').setInputFiles({
      name: 'phone.png',
      mimeType: 'image/png',
      buffer: onePixelPng,
    });
    await expect(page.getByRole('textbox', { name: 'Image (phone) (ES)' })).toHaveValue(
      /^\/media\/uploads\/[0-9a-f]{64}\.png$/,
    );
    const uploaded = await page.getByRole('textbox', { name: 'Image (phone) (ES)' }).inputValue();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('menuitem', { name: 'Home slides' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/home-slides$/);
    // The edit is undoable: it is sent when its toast closes without Undo.
    const toast = page.getByText(/ updated$/);
    await expect(toast).toBeVisible();
    await expect(toast).toBeHidden();
    // An editor's menu holds an editor's screens: no Money group, no Withdrawals.
    await expect(page.getByRole('menuitem', { name: /Withdrawals/ })).toHaveCount(0);

    const store = await context.newPage();
    await store.addInitScript(() => window.localStorage.setItem('language', 'es'));
    await store.goto('/');
    const hero = store.getByRole('region', { name: 'Destacados' });
    await expect(hero.locator('.swiper-slide-active')).toContainText(newText);
    const served = await store.request.get(uploaded);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/png');
    // Only the Spanish slide changed its picture: the English art is as it was.
    const home = (await (await store.request.get('/v1/catalogue/home')).json()) as {
      slides: { id: string; image: Record<string, { mobile: string; desktop: string } | undefined> }[];
    };
    const shown = home.slides.find((candidate) => candidate.id === slide!.id)!;
    const before = (slide!.slide as { image: { en: { mobile: string; desktop: string } } }).image.en;
    expect(shown.image.es?.mobile).toBe(uploaded);
    expect(shown.image.en).toEqual(before);

    await page.getByRole('menuitem', { name: 'Audit log' }).click();
    const change = page.getByRole('row').filter({ hasText: 'Catalogue row edited' }).first();
    await expect(change).toContainText(`home-slides:${slide!.id}`);
    // Opened, the change shows the Spanish text it set.
    await change.click();
    await expect(page.getByRole('row').filter({ hasText: newText }).last()).toBeVisible();
  });
});
