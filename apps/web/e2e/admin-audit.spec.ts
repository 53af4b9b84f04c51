import type { Page } from '@playwright/test';
import { admin, expect, sql, test } from './fixtures';
import { TestWallet } from './test-wallet';

const texts = {
  en: {
    signIn: 'Sign in with wallet',
    auditMenu: 'Audit log',
    search: 'Search',
    appsMenu: 'Apps',
    hide: 'Hide',
    undo: 'Undo',
    hiddenFrom: (name: string) => `${name} hidden from Apps`,
    target: 'Target',
    hidden: 'Catalogue row hidden',
    field: 'Hidden',
    no: 'No',
    yes: 'Yes',
  },
  es: {
    signIn: 'Iniciar sesión con la billetera',
    auditMenu: 'Auditoría',
    search: 'Buscar',
    appsMenu: 'Apps',
    hide: 'Ocultar',
    undo: 'Deshacer',
    hiddenFrom: (name: string) => `${name} ocultado de Apps`,
    target: 'Objeto',
    hidden: 'Fila del catálogo ocultada',
    field: 'Oculto',
    no: 'No',
    yes: 'Sí',
  },
};

async function signIn(page: Page, words: (typeof texts)['en']) {
  const wallet = new TestWallet();
  await wallet.install(page);
  await admin('operator', 'add', wallet.account.address, 'editor');
  await page.goto('/admin');
  await page.getByRole('button', { name: words.signIn }).click();
  await expect(page.getByRole('menuitem', { name: words.auditMenu })).toBeVisible();
}

const hiddenOf = async (slug: string) =>
  (await sql('SELECT hidden FROM catalogue_apps WHERE slug = $1', [slug]))[0]!.hidden;

for (const language of ['en', 'es'] as const) {
  test.describe(`console in ${language}`, () => {
    test.use({ locale: language === 'es' ? 'es-ES' : 'en-US', viewport: { width: 1440, height: 900 } });
    const words = texts[language];

    test('a first visit shows the sign-in without the screens’ code', async ({ page }) => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await page.goto('/admin');
      await expect(page.getByRole('button', { name: words.signIn })).toBeVisible();
      expect(scripts.some((url) => /audit-list|dashboard-page|catalogue-form/.test(url))).toBe(false);
    });

    test('a hide is undone from its toast, a hide kept shows in the audit log as a diff of what changed', async ({
      page,
    }) => {
      // Signing in, two toasts running out and the audit page: more than the default minute on a loaded machine.
      test.slow();
      const slug = `undo-${language}-${Date.now()}`;
      const name = `Zephyr ${language} ${Date.now()}`;
      await sql(
        `INSERT INTO catalogue_apps (slug, name, href, image, category, contracts, hidden)
         VALUES ($1, $2, 'https://zephyr.example', '/media/x.png', 'defi', '[]'::jsonb, false)`,
        [slug, name],
      );
      try {
        await signIn(page, words);
        await page.getByRole('menuitem', { name: words.appsMenu, exact: true }).click();
        // The list is paged: the new app is found by its name.
        await page.getByPlaceholder(words.search).fill(name);
        const row = page.getByRole('row').filter({ hasText: name });
        await row.getByRole('button', { name: words.hide }).click();
        await expect(page.getByText(words.hiddenFrom(name))).toBeVisible();
        await page.getByRole('button', { name: words.undo }).click();
        await expect(page.getByText(words.hiddenFrom(name))).toBeHidden();
        await page.waitForTimeout(1500);
        expect(await hiddenOf(slug)).toBe(false);

        await row.getByRole('button', { name: words.hide }).click();
        await expect(page.getByText(words.hiddenFrom(name))).toBeVisible();
        // The call goes when the toast closes without Undo.
        await expect.poll(() => hiddenOf(slug), { timeout: 15_000 }).toBe(true);
        const undone = await sql('SELECT count(*)::int AS n FROM audit_log WHERE target = $1', [
          `apps:${slug}`,
        ]);
        expect(undone[0]!.n).toBe(1);

        await page.getByRole('menuitem', { name: words.auditMenu }).click();
        await page.getByRole('textbox', { name: words.target }).fill(`apps:${slug}`);
        const entry = page.getByRole('row').filter({ hasText: words.hidden }).filter({ hasText: slug });
        await expect(entry).toHaveCount(1);
        const collapsedHeight = (await entry.boundingBox())!.height;
        expect(collapsedHeight).toBeLessThan(80);
        await entry.click();
        // The innermost row: the expanded table row holds the diff's rows too.
        const diff = page
          .getByRole('row')
          .filter({ hasText: `${words.field}hidden` })
          .last();
        await expect(diff).toBeVisible();
        await expect(diff).toContainText(words.no);
        await expect(diff).toContainText(words.yes);
        // Only what changed: the app's name stayed as it was.
        await expect(page.getByRole('cell', { name: name, exact: true })).toHaveCount(0);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1440);
        await page.screenshot({ path: `test-results/console/audit-${language}-1440.png`, fullPage: true });
      } finally {
        await sql('DELETE FROM catalogue_apps WHERE slug = $1', [slug]);
      }
    });
  });
}
