import { readFile } from 'node:fs/promises';
import { privateKeyToAccount } from 'viem/accounts';
import { signInToConsole } from './console-helpers';
import { expect, expectAccessible, outbox, sql, test } from './fixtures';
import { register, unique } from './sign-in-helpers';
import { TestWallet } from './test-wallet';

/** A real 1×1 PNG: the store keeps only what its bytes say is an image. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

// In store-wide: approval puts the dapp in the public Game chart every visitor (and charts.spec) reads.
test.describe('dapp submissions', () => {
  const name = `Harbor Quest ${Date.now()}`;

  test.afterEach(async () => {
    await sql(
      'DELETE FROM catalogue_apps WHERE slug IN (SELECT app_slug FROM dapp_submissions WHERE name = $1)',
      [name],
    );
  });

  test('a submission goes from a user’s form through approval to the public charts', async ({
    page,
    browser,
  }) => {
    const contact = unique('team');
    const wallet = new TestWallet();
    await wallet.install(page);
    await register(page, unique('submitter'));
    await page.goto('/submit-dapp');
    await expect(page).toHaveTitle('Submit a dapp · DAPPX');
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('textbox', { name: 'Website (https://)' }).fill('https://harbor-quest.example');
    // Live checks: a bad address shows under its field as it is typed.
    await page.getByRole('textbox', { name: 'Contact email' }).fill('nobody');
    await expect(page.getByText('Enter a valid contact email.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Contact email' }).fill(contact);
    await expect(page.getByText('Enter a valid contact email.')).toBeHidden();
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Game' }).click();
    await page.getByRole('textbox', { name: 'Description' }).fill('Sail, trade and race between ports.');
    await page
      .getByLabel('Logo', { exact: true })
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByRole('img', { name: 'Logo preview' })).toHaveAttribute(
      'src',
      /\/media\/uploads\/[0-9a-f]{64}\.png$/,
    );
    await page.getByRole('checkbox', { name: 'Ethereum' }).check();
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await expect(page.getByText('Thank you: your submission is with our editors.')).toBeVisible();
    await expect(page.getByRole('listitem', { name })).toContainText('Submitted');

    const console = await browser.newPage();
    await signInToConsole(console, 'editor');
    await console.getByRole('menuitem', { name: 'Submissions' }).click();
    await console.getByText(name).click();
    await expect(console.getByRole('heading', { name, exact: true })).toBeVisible();
    await expect(console.getByRole('link', { name: 'https://harbor-quest.example' })).toBeVisible();
    await console.getByRole('button', { name: 'Approve' }).click();
    // Approval lists the dapp at once: it is confirmed first, naming the dapp.
    const confirm = console.getByRole('dialog', { name: `Approve ${name}?` });
    await expect(confirm).toContainText(`${name} is listed in its chart on the store at once`);
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await expect(console.getByText(`${name} approved: it is in its chart.`)).toBeVisible();
    await console.close();

    await page.goto('/top-game-charts');
    await expect(page.getByRole('link', { name: new RegExp(name) }).first()).toBeVisible();
    await page.goto('/submit-dapp');
    await expect(page.getByRole('listitem', { name })).toContainText('Approved');
    const mail = (await outbox()).find((text) => text.includes(`To: ${contact}`));
    expect(mail).toContain(`Your dapp ${name} is now listed on DAPPX`);
  });
  test('the team of an approved dapp proves its contract with a signature the store checks on the chain', async ({
    page,
  }) => {
    const wallet = new TestWallet();
    await wallet.install(page);
    await register(page, unique('prover'));
    const [user] = await sql('SELECT id FROM users WHERE lower(public_address) = lower($1)', [
      wallet.account.address,
    ]);
    // A contract the demo's studio deployed: its key, kept in the store's data folder, is the team's.
    const studio = privateKeyToAccount(
      JSON.parse(await readFile(`${process.env.E2E_DATA_DIR}/demo-keys.json`, 'utf8')).owner,
    );
    const [listed] = await sql(
      `SELECT c.value ->> 'address' AS address FROM catalogue_apps a, jsonb_array_elements(a.contracts) c
       WHERE a.slug = 'uniswap' AND c.value ->> 'chain' = 'ethereum'`,
    );
    const address = String(listed!.address).toLowerCase();
    const slug = `proven-${Date.now()}`;
    // Approved, and hidden so no public page lists it while the test runs.
    await sql(
      `INSERT INTO catalogue_apps (slug, name, href, image, category, contracts, hidden)
       VALUES ($1, $1, 'https://proven.example', '/media/x.png', 'defi', $2::jsonb, true)`,
      [slug, JSON.stringify([{ chain: 'ethereum', address }])],
    );
    await sql(
      `INSERT INTO dapp_submissions (user_id, name, url, url_key, category, description, logo, chains, contracts,
         contact_email, status, app_slug)
       VALUES ($1, $2, 'https://proven.example', $2, 'defi', 'Proven.', '/media/uploads/' || repeat('a', 64) || '.png',
         ARRAY['ethereum'], $3::jsonb, 'team@proven.example', 'approved', $2)`,
      [user!.id, slug, JSON.stringify([{ chain: 'ethereum', address }])],
    );
    try {
      await page.goto('/submit-dapp');
      const contract = page
        .getByRole('listitem', { name: slug })
        .getByRole('region', { name: 'Prove your contracts' })
        .getByTestId('contract-to-prove');
      await expect(contract).toContainText('Not proven by the team');
      await page.screenshot({ path: 'test-results/submissions/prove-contracts-1440.png', fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await contract.scrollIntoViewIfNeeded();
      await page.screenshot({ path: 'test-results/submissions/prove-contracts-390.png' });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const message = await contract.getByLabel('Message to sign').textContent();
      expect(message).toContain(`App: ${slug}`);
      // A wallet that is not the contract's is refused, in plain words, and nothing is proven.
      await contract
        .getByRole('textbox', { name: 'Signature (0x…)' })
        .fill(await wallet.account.signMessage({ message: message! }));
      await contract.getByRole('button', { name: 'Send the proof' }).click();
      await expect(contract.getByRole('alert')).toHaveText(
        'The signature is not from this contract’s deployer, its owner() or its EIP-1967 admin, so it proves nothing.',
      );
      await contract
        .getByRole('textbox', { name: 'Signature (0x…)' })
        .fill(await studio.signMessage({ message: message! }));
      await contract.getByRole('button', { name: 'Send the proof' }).click();
      await expect(contract).toContainText(
        new RegExp(
          `Proven by the team: signed by its (deployer|owner) ${studio.address.slice(0, 6).toLowerCase()}…`,
        ),
      );
      await expect(contract.getByRole('button', { name: 'Send the proof' })).toHaveCount(0);
      await expectAccessible(page);
    } finally {
      await sql('DELETE FROM dapp_submissions WHERE app_slug = $1', [slug]);
      await sql('DELETE FROM contract_proofs WHERE app_slug = $1', [slug]);
      await sql('DELETE FROM catalogue_apps WHERE slug = $1', [slug]);
    }
  });

  test('an editor counts a contract without its team’s proof from the console, saying why, and takes it back', async ({
    page,
  }) => {
    const [listed] = await sql(
      `SELECT c.value ->> 'address' AS address FROM catalogue_apps a, jsonb_array_elements(a.contracts) c
       WHERE a.slug = 'uniswap' AND c.value ->> 'chain' = 'ethereum'`,
    );
    const slug = `counted-${Date.now()}`;
    // Hidden, so no public page lists it while the test runs; nobody proved the contract for it.
    await sql(
      `INSERT INTO catalogue_apps (slug, name, href, image, category, contracts, hidden)
       VALUES ($1, $1, 'https://counted.example', '/media/x.png', 'defi', $2::jsonb, true)`,
      [slug, JSON.stringify([{ chain: 'ethereum', address: String(listed!.address) }])],
    );
    try {
      await signInToConsole(page, 'editor');
      await page.getByRole('menuitem', { name: 'Listed contracts' }).click();
      // Found by part of its address (any case): Uniswap's listing and this app's, nothing else.
      const address = String(listed!.address).toLowerCase();
      await page.getByPlaceholder('Search').fill(address.slice(2, 22).toUpperCase());
      const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
      await expect(rows.filter({ hasText: slug })).toHaveCount(1);
      await expect(rows.filter({ hasNotText: address })).toHaveCount(0);
      await page.getByRole('textbox', { name: 'App' }).fill(slug);
      const row = page.getByRole('row').filter({ hasText: slug });
      await expect(row).toContainText('No: not proven by the team');
      await row.getByRole('button', { name: 'Count without proof' }).click();
      const dialog = page.getByRole('dialog', { name: 'Count this contract without a proof' });
      await expect(dialog.getByRole('button', { name: 'Count it' })).toBeDisabled();
      await dialog.getByRole('textbox', { name: 'Reason' }).fill('ok');
      await dialog.getByRole('button', { name: 'Count it' }).click();
      // Too short a reason is refused in plain words, and nothing changes.
      await expect(dialog).toContainText('Say why, in 3 to 500 characters');
      const reason = 'Deployer key lost; the team showed us the deployment by mail.';
      await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
      await dialog.getByRole('button', { name: 'Count it' }).click();
      await expect(row).toContainText(`Yes: added by an editor (${reason})`);
      await page.screenshot({ path: 'test-results/console/contracts-1440.png', fullPage: true });

      await row.getByRole('button', { name: 'Stop counting' }).click();
      const takeBack = page.getByRole('dialog', { name: 'Take the editor’s addition back' });
      await takeBack.getByRole('textbox', { name: 'Reason' }).fill('Added by mistake.');
      await takeBack.getByRole('button', { name: 'Take it back' }).click();
      await expect(row).toContainText('No: not proven by the team');

      await page.getByRole('menuitem', { name: 'Audit log' }).click();
      await expect(page.getByText('Contract added by an editor').first()).toBeVisible();
      await expect(page.getByText('Editor’s addition taken back').first()).toBeVisible();
    } finally {
      await sql('DELETE FROM editor_added_contracts WHERE app_slug = $1', [slug]);
      await sql('DELETE FROM catalogue_apps WHERE slug = $1', [slug]);
    }
  });

  test('the console pages the review queue, 25 submissions a page, with the total', async ({
    page,
    browser,
  }) => {
    const stamp = `Queue ${Date.now()}`;
    const wallet = new TestWallet();
    await wallet.install(page);
    await register(page, unique('queued'));
    const [user] = await sql('SELECT id FROM users WHERE lower(public_address) = lower($1)', [
      wallet.account.address,
    ]);
    // 30 waiting submissions older than any other, so they are the queue's first 30 (oldest first).
    await sql(
      `INSERT INTO dapp_submissions
         (user_id, name, url, url_key, category, description, logo, chains, contracts, contact_email,
          submitted_at, updated_at)
       SELECT $1, $2 || ' ' || lpad(n::text, 2, '0'), 'https://queue-' || n || '.example',
         'https://queue-' || n || '.example', 'game', 'Queued.', '/media/uploads/' || repeat('a', 64) || '.png',
         ARRAY['ethereum'], '[]'::jsonb, 'team@queue.example',
         now() - interval '30 days' + n * interval '1 second', now() - interval '30 days' + n * interval '1 second'
       FROM generate_series(1, 30) AS n`,
      [user!.id, stamp],
    );
    try {
      const console = await browser.newPage();
      await signInToConsole(console, 'editor');
      await console.getByRole('menuitem', { name: 'Submissions' }).click();
      await expect(console.getByText(`${stamp} 01`, { exact: true })).toBeVisible();
      await expect(console.getByText(`${stamp} 25`, { exact: true })).toBeVisible();
      await expect(console.getByText(`${stamp} 26`, { exact: true })).toHaveCount(0);
      await expect(console.getByText(/^1-25 of \d+$/)).toBeVisible();
      await console.getByRole('button', { name: 'Go to page 2' }).click();
      await expect(console.getByText(`${stamp} 26`, { exact: true })).toBeVisible();
      await expect(console.getByText(`${stamp} 01`, { exact: true })).toHaveCount(0);
      await expect(console.getByText(/^26-\d+ of \d+$/)).toBeVisible();
      await console.close();
    } finally {
      await sql('DELETE FROM dapp_submissions WHERE name LIKE $1', [`${stamp}%`]);
    }
  });
});
