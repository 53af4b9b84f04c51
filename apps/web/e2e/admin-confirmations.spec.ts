import type { Page } from '@playwright/test';
import { privateKeyToAccount, generatePrivateKey } from 'viem/accounts';
import { signInToConsole } from './console-helpers';
import { admin, expect, sql, test } from './fixtures';
import { TestWallet } from './test-wallet';

// Own state: each test makes the user, submission or app it changes, and a fresh operator.
test.use({ viewport: { width: 1440, height: 900 } });

/** A user row of its own, as the store's sign-up leaves one (no session needed to block it). */
async function newUser(tag: string) {
  const address = privateKeyToAccount(generatePrivateKey()).address;
  const stamp = `${tag}${Date.now()}`;
  const [user] = await sql(
    `INSERT INTO users (public_address, email, username, nonce, referral_code)
     VALUES ($1, $2, $3, 'nonce', $4) RETURNING id`,
    [address, `${stamp}@example.com`, stamp, stamp],
  );
  return { id: user!.id as string, address };
}

const blockedCount = async (address: string) =>
  (await sql('SELECT count(*)::int AS n FROM blocked_addresses WHERE address = lower($1)', [address]))[0]!.n;

/** Signs a fresh support operator in with the console in Spanish. */
async function signInInSpanish(page: Page) {
  const wallet = new TestWallet();
  await wallet.install(page);
  await admin('operator', 'add', wallet.account.address, 'support');
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Iniciar sesión con la billetera' }).click();
  await expect(page.getByRole('menuitem', { name: 'Auditoría' })).toBeVisible();
}

test.describe('in Spanish', () => {
  test.use({ locale: 'es-ES' });

  test('Block blocks the user only once confirmed with a reason; Cancel changes nothing', async ({
    page,
  }) => {
    test.slow();
    const user = await newUser('blockme');
    await signInInSpanish(page);
    await page.goto(`/admin/users/${user.id}/show`);
    await page.getByRole('button', { name: 'Bloquear' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`¿Bloquear ${user.address}?`);
    await dialog.getByLabel('Motivo (se guarda con el bloqueo)').fill('prueba');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    await page.waitForTimeout(1000);
    expect(await blockedCount(user.address)).toBe(0);

    await page.getByRole('button', { name: 'Bloquear' }).click();
    await dialog.getByLabel('Motivo (se guarda con el bloqueo)').fill('fraude');
    await dialog.getByRole('button', { name: 'Bloquear' }).click();
    await expect(page.getByText(/está bloqueado; sus sesiones terminaron\./)).toBeVisible();
    expect(await blockedCount(user.address)).toBe(1);
    await page.screenshot({ path: 'test-results/console/block-es-1440.png' });
  });
});

test('Reject ends a submission only once confirmed, naming the dapp; Cancel leaves it waiting', async ({
  page,
}) => {
  test.slow();
  const user = await newUser('submitter');
  const name = `Reject Me ${Date.now()}`;
  const [submission] = await sql(
    `INSERT INTO dapp_submissions
       (user_id, name, url, url_key, category, description, logo, chains, contracts, contact_email)
     VALUES ($1, $2, 'https://reject-me.example', $3, 'game', 'To reject.',
       '/media/uploads/' || repeat('a', 64) || '.png', ARRAY['ethereum'], '[]'::jsonb, 'team@reject.example')
     RETURNING id`,
    [user.id, name, `https://reject-me.example/${Date.now()}`],
  );
  const status = async () =>
    (await sql('SELECT status FROM dapp_submissions WHERE id = $1', [submission!.id]))[0]!.status;
  try {
    await signInToConsole(page, 'editor');
    await page.goto(`/admin/submissions/${String(submission!.id)}/show`);
    await page.getByLabel('Note to the submitter').fill('Not a dapp.');
    await page.getByRole('button', { name: 'Reject' }).click();
    const confirm = page.getByRole('dialog', { name: `Reject ${name}?` });
    await expect(confirm).toContainText(`The submission of ${name} ends`);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await page.waitForTimeout(1000);
    expect(await status()).toBe('submitted');

    await page.getByRole('button', { name: 'Reject' }).click();
    await confirm.getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByText(`${name} rejected: the submitter was mailed.`)).toBeVisible();
    expect(await status()).toBe('rejected');
  } finally {
    await sql('DELETE FROM dapp_submissions WHERE id = $1', [submission!.id]);
  }
});

test('a catalogue edit undone from its toast leaves the row as it was; one kept is saved', async ({
  page,
}) => {
  test.slow();
  const slug = `edit-undo-${Date.now()}`;
  const name = `Zephyr ${Date.now()}`;
  await sql(
    `INSERT INTO catalogue_apps (slug, name, href, image, category, contracts, hidden)
     VALUES ($1, $2, 'https://zephyr.example', '/media/x.png', 'defi', '[]'::jsonb, false)`,
    [slug, name],
  );
  const saved = async () =>
    (await sql('SELECT name, href FROM catalogue_apps WHERE slug = $1', [slug]))[0] as {
      name: string;
      href: string;
    };
  // The search reaches the address a moment after typing; a row clicked before then is left behind.
  const openApp = async () => {
    await page.getByRole('menuitem', { name: 'Apps', exact: true }).click();
    await page.getByPlaceholder('Search').fill(name);
    const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(rows).toHaveCount(1);
    await expect(page).toHaveURL(/Zephyr/);
    await rows.getByText(name).click();
    await expect(page).toHaveURL(/\/admin\/apps\/.+/);
  };
  const nameBox = page.getByRole('textbox', { name: 'Name', exact: true });
  try {
    await signInToConsole(page, 'editor');
    // The schema's refusal stays on the form: nothing leaves it.
    await openApp();
    const form = page.url();
    await page.getByRole('textbox', { name: 'Link', exact: true }).fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('must be an http:// or https:// address')).toBeVisible();
    await expect(page).toHaveURL(form);

    // A new name, undone from the toast that names it: the server never hears of it.
    await page.goto(form);
    await nameBox.fill(`${name} renamed`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`${name} renamed updated`)).toBeVisible();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText(`${name} renamed updated`)).toBeHidden();
    await page.waitForTimeout(1500);
    expect((await saved()).name).toBe(name);
    await page.goto(form);
    await expect(nameBox).toHaveValue(name);
    const audited = await sql('SELECT count(*)::int AS n FROM audit_log WHERE target = $1', [`apps:${slug}`]);
    expect(audited[0]!.n).toBe(0);

    await openApp();
    await page.getByRole('textbox', { name: 'Link', exact: true }).fill('https://kept.example');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`${name} updated`)).toBeVisible();
    // The call goes when the toast closes without Undo.
    await expect.poll(async () => (await saved()).href, { timeout: 15_000 }).toBe('https://kept.example');
  } finally {
    await sql('DELETE FROM catalogue_apps WHERE slug = $1', [slug]);
  }
});

test("the server's refusal of an undoable catalogue edit stays in a notice and the row opens again as it was", async ({
  page,
}) => {
  test.slow();
  const slug = `refused-${Date.now()}`;
  await sql(
    `INSERT INTO catalogue_apps (slug, name, href, image, category, contracts, hidden)
     VALUES ($1, $1, 'https://refused.example', '/media/x.png', 'defi', '[]'::jsonb, true)`,
    [slug],
  );
  // Hidden, so the store's pages that other tests read never show it.
  const [entry] = await sql(
    `INSERT INTO catalogue_entries (list, app_slug, position, hidden)
     SELECT 'recommended', $1, coalesce(max(position), 0) + 1, true FROM catalogue_entries
     WHERE list = 'recommended' RETURNING id`,
    [slug],
  );
  const entryAddress = `/admin/app-entries/${encodeURIComponent(String(entry!.id))}`;
  try {
    await signInToConsole(page, 'editor');
    await page.goto(entryAddress);
    const appBox = page.getByRole('textbox', { name: 'App (slug)', exact: true });
    await expect(appBox).toHaveValue(slug);
    // The schema takes any slug: only the server knows the catalogue has no such app.
    await appBox.fill(`no-such-app-${Date.now()}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).not.toHaveURL(entryAddress);
    const refusal = page.getByText(
      `${slug} was not saved: It names an app, game or menu item the catalogue does not have.`,
    );
    await expect(refusal).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(entryAddress);
    await expect(appBox).toHaveValue(slug);
    // It stays until the operator has read it.
    await page.waitForTimeout(8000);
    await expect(refusal).toBeVisible();
    await page.screenshot({ path: 'test-results/console/catalogue-refused-1440.png' });
    const [kept] = await sql('SELECT app_slug FROM catalogue_entries WHERE id = $1', [entry!.id]);
    expect(kept!.app_slug).toBe(slug);
  } finally {
    await sql('DELETE FROM catalogue_apps WHERE slug = $1', [slug]);
  }
});
