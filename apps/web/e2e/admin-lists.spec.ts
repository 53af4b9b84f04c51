import type { Page } from '@playwright/test';
import { signInToConsole } from './console-helpers';
import { admin, expect, sql, test } from './fixtures';
import { unique } from './sign-in-helpers';
import { TestWallet } from './test-wallet';

async function inSpanish(page: Page) {
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('menuitem', { name: 'Español' }).click();
  await expect(page.getByRole('menuitem', { name: 'Auditoría' })).toBeVisible();
}

const waitingSubmissions = async () =>
  Number((await sql("SELECT count(*) AS n FROM dapp_submissions WHERE status = 'submitted'"))[0]!.n);

const hiddenApp = `hidden-lists-${Date.now()}`;

test.describe('the apps list', () => {
  // Hidden from the start: no public page lists it while other tests run.
  test.beforeEach(() =>
    sql(
      `INSERT INTO catalogue_apps (slug, name, href, image, category, hidden)
       VALUES ($1, $1, 'https://hidden-lists.example', '/media/x.png', 'defi', true)`,
      [hiddenApp],
    ),
  );
  test.afterEach(() => sql('DELETE FROM catalogue_apps WHERE slug = $1', [hiddenApp]));

  test('an editor finds apps by a word and by state, in English and in Spanish', async ({ page }) => {
    // Two languages and four list reads after a sign-in: more than the default minute on a loaded runner.
    test.slow();
    await signInToConsole(page, 'editor');
    await page.getByRole('menuitem', { name: 'Apps' }).click();
    const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(rows).toHaveCount(25);
    await expect(page.getByText(/1-25 of \d+/)).toBeVisible();

    await page.getByPlaceholder('Search').fill('uniswap');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Uniswap');

    await inSpanish(page);
    await page.getByPlaceholder('Buscar').fill('');
    await page.getByRole('combobox', { name: 'Estado' }).click();
    await page.getByRole('option', { name: 'Oculto' }).click();
    await expect(page).toHaveURL(/hidden/);
    await expect(rows.filter({ hasText: hiddenApp })).toHaveCount(1);
    await expect(rows.filter({ hasNotText: 'Oculto' })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Estado' }).click();
    await page.getByRole('option', { name: 'Publicado' }).click();
    await expect(rows.filter({ hasText: hiddenApp })).toHaveCount(0);
    await page.screenshot({ path: 'test-results/console-lists/apps-es-1440.png' });
  });
});

/** A user of this test's own, made as the store's sign-up makes one (its sign-in is another spec's). */
async function ownUser(label: string) {
  const address = new TestWallet().account.address;
  const [user] = await sql(
    `INSERT INTO users (public_address, email, username, nonce, referral_code)
     VALUES ($1, $2, $3, 'n', $3) RETURNING id`,
    [address, `${unique(label)}`, `${label}-${Date.now()}`],
  );
  return { id: String(user!.id), address };
}

test('support sees the newest users at once and filters them as blocked, in English and in Spanish', async ({
  page,
}) => {
  test.slow();
  const { address } = await ownUser('listed');
  await signInToConsole(page, 'support');
  await page.getByRole('menuitem', { name: 'Users' }).click();
  // Nothing typed: the newest users, this one among the first.
  await expect(page.getByText(address)).toBeVisible();
  await page.getByRole('combobox', { name: 'Blocked' }).click();
  await page.getByRole('option', { name: 'Yes' }).click();
  await expect(page.getByText(address)).toBeHidden();

  await admin('block', address, 'list filter test');
  await inSpanish(page);
  await page.reload();
  await expect(page.getByText(address)).toBeVisible();
  await page.getByRole('combobox', { name: 'Bloqueado' }).click();
  await page.getByRole('option', { name: 'No' }).click();
  await expect(page.getByText(address)).toBeHidden();
  await page.screenshot({ path: 'test-results/console-lists/users-es-1440.png' });
});

test("the dashboard's to-do and the menu's badge follow a new submission, and lead to it", async ({
  page,
}) => {
  test.slow();
  const name = `Todo Quest ${Date.now()}`;
  const { id } = await ownUser('todo');
  await signInToConsole(page, 'editor');
  const card = page.getByRole('region', { name: 'To do' }).getByRole('link', {
    name: /Submissions to review/,
  });
  await expect(card).toContainText(String(await waitingSubmissions()));

  await sql(
    `INSERT INTO dapp_submissions (user_id, name, url, url_key, category, description, logo, chains, contracts,
       contact_email, status)
     VALUES ($1, $2, 'https://todo-quest.example', $2, 'game', 'Counted by the console.',
       '/media/uploads/' || repeat('a', 64) || '.png', ARRAY['ethereum'], '[]'::jsonb, 'team@todo.example',
       'submitted')`,
    [id, name],
  );
  try {
    // Other tests may submit meanwhile: the figure shown is the database's count at that moment.
    await page.reload();
    await expect
      .poll(async () => (await card.textContent())?.includes(String(await waitingSubmissions())))
      .toBe(true);
    await expect(page.getByRole('menuitem', { name: /Submissions/ })).toContainText(
      String(await waitingSubmissions()),
    );
    await inSpanish(page);
    await page.screenshot({ path: 'test-results/console-lists/dashboard-es-1440.png' });
    await page
      .getByRole('region', { name: 'Pendiente' })
      .getByRole('link', { name: /Propuestas por revisar/ })
      .click();
    await expect(page).toHaveURL(/\/admin\/submissions\?filter=.*submitted/);
    await expect(page.getByText(name)).toBeVisible();
  } finally {
    await sql('DELETE FROM dapp_submissions WHERE name = $1', [name]);
  }
});

test('the owner finds an operator by part of its address and by role, a page at a time', async ({ page }) => {
  test.slow();
  const wanted = new TestWallet().account.address;
  await admin('operator', 'add', wanted, 'finance');
  await signInToConsole(page, 'owner');
  await page.getByRole('menuitem', { name: 'Operators' }).click();
  const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(page.getByText(/^1-\d+ of \d+$/)).toBeVisible();
  expect(await rows.count()).toBeGreaterThan(1);

  await page.getByPlaceholder('Search').fill(wanted.slice(4, 16).toUpperCase());
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(wanted);
  await expect(page.getByText('1-1 of 1')).toBeVisible();

  await inSpanish(page);
  await page.getByRole('combobox', { name: 'Rol' }).click();
  await page.getByRole('option', { name: 'Soporte' }).click();
  await expect(page).toHaveURL(/support/);
  await expect(rows).toHaveCount(0);
  await page.screenshot({ path: 'test-results/console-lists/operators-es-1440.png' });
});

test('finance finds a season by part of its name, the list paged by the server', async ({ page }) => {
  test.slow();
  await signInToConsole(page, 'finance');
  await page.getByRole('menuitem', { name: 'Seasons' }).click();
  const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
  // The demo store's seasons, and any another test opened.
  await expect(page.getByText(/^1-\d+ of \d+$/)).toBeVisible();
  expect(await rows.count()).toBeGreaterThan(1);
  await page.getByPlaceholder('Search').fill('founders pass');
  await expect(page).toHaveURL(/founders/);
  await expect(rows.filter({ hasNotText: 'Founders Pass' })).toHaveCount(0);
  await expect(rows.filter({ hasText: 'Founders Pass' }).first()).toBeVisible();
});
