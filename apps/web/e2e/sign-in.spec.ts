import { shortAddress } from '@dappx/shared/addresses';
import type { Locator, Page } from '@playwright/test';
import { admin, expect, test } from './fixtures';
import { openWallets, register, unique, verificationLinkFor } from './sign-in-helpers';
import { TestWallet } from './test-wallet';

/** The notice lies wholly under the header once its entrance has settled: it covers none of the header's buttons. */
async function expectBelowHeader(page: Page, notice: Locator) {
  // The snackbar grows in (a transition on the alert itself): measured mid-way, it would look smaller.
  await notice.evaluate((alert) =>
    Promise.all(alert.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
  const [header, box] = [await page.getByRole('banner').boundingBox(), await notice.boundingBox()];
  expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
}

/** The Register dialog's Verify button as it stands on the first frame that shows the server's `refusal`. */
async function verifyWhenRefused(page: Page, refusal: string) {
  const state = await page.waitForFunction((words) => {
    const dialog = [...document.querySelectorAll('[role="dialog"]')].find((each) =>
      each.querySelector('[role="alert"]')?.textContent?.includes(words),
    );
    if (!dialog) return undefined;
    const verify = [...dialog.querySelectorAll('button')].find((button) => button.textContent === 'Verify');
    return { disabled: verify?.disabled ?? null };
  }, refusal);
  return state.jsonValue();
}

/** The stored session, read again while the page may still be navigating after a logout. */
const storedSession = (page: Page) =>
  expect.poll(() => page.evaluate(() => window.localStorage.getItem('session-id')).catch(() => 'navigating'));

test.describe('wallet sign-in', () => {
  test('a new wallet registers, signs, reaches its profile, and logs out', async ({ page }) => {
    const wallet = new TestWallet();
    await wallet.install(page);
    const email = unique('new');
    await register(page, email);
    expect(wallet.signatures).toBe(1);

    await expect(page.getByText(email)).toBeVisible();
    await expect(
      page.getByRole('banner').getByRole('button', { name: new RegExp(wallet.account.address, 'i') }),
    ).toHaveText(shortAddress(wallet.account.address, 4));
    const stored = await page.evaluate(() => ({ ...window.localStorage }));
    expect(stored['session-id']).toMatch(/^[\w-]{43}$/);
    expect(stored['wallet_address']).toBe(wallet.account.address);
    expect(stored['loggedin']).toBe('true');
    expect(stored['current_network']).toBe('0x22b8');
    expect(stored['referral_code']).toMatch(/^[A-Z2-9]{8}$/);

    await page.getByRole('button', { name: 'Disconnect Wallet' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('session-id'))).toBeNull();
  });

  test('a returning wallet signs straight in, and the field it got wrong is highlighted first', async ({
    page,
  }) => {
    const wallet = new TestWallet();
    await wallet.install(page);
    await page.goto('/');
    await (await openWallets(page)).getByRole('button', { name: /Test Wallet/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Register Account' });
    await dialog.getByRole('textbox', { name: /email/i }).fill(unique('back'));
    await dialog.getByRole('textbox', { name: /referral/i }).fill('NOSUCHCODE');
    await dialog.getByRole('button', { name: 'Verify' }).click();
    // Verify rests for one second after an error: read in the page on the frame the error shows, since
    // a loaded machine may let a second pass between two of the test's own looks.
    expect(await verifyWhenRefused(page, 'referral code does not exist')).toEqual({ disabled: true });
    await expect(dialog.getByRole('alert')).toContainText('referral code does not exist');
    const referral = dialog.getByRole('textbox', { name: /referral/i });
    await expect(referral).toHaveAttribute('aria-invalid', 'true');
    await expect(referral).toHaveAccessibleDescription(/referral code does not exist/);
    // Right under the field it belongs to, in the error colour.
    const [field, alert] = [await referral.boundingBox(), await dialog.getByRole('alert').boundingBox()];
    expect(alert!.y - (field!.y + field!.height)).toBeLessThan(12);
    await expect(dialog.getByRole('alert')).toHaveCSS('color', 'rgb(255, 107, 122)');
    await dialog.getByRole('textbox', { name: /referral/i }).fill('');
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/user-profile$/);
    await page.getByRole('button', { name: 'Disconnect Wallet' }).click();
    await expect(page).toHaveURL(/\/$/);

    await (await openWallets(page)).getByRole('button', { name: /Test Wallet/ }).click();
    await expect(page).toHaveURL(/\/user-profile$/);
    await expect(page.getByRole('dialog', { name: 'Register Account' })).toHaveCount(0);
    expect(wallet.signatures).toBe(2);
  });

  for (const { language, connect, email, referral, verify, refused } of [
    {
      language: 'Español',
      connect: 'Conectar Billetera',
      email: 'Correo electrónico',
      referral: /Código de referido/,
      verify: 'Verificar',
      refused: 'Este código de referido no existe. Revísalo o deja el campo vacío.',
    },
    {
      language: 'Português',
      connect: 'Conectar Carteira',
      email: 'E-mail',
      referral: /Código de indicação/,
      verify: 'Verificar',
      refused: 'Este código de indicação não existe. Verifique-o ou deixe o campo vazio.',
    },
  ]) {
    test(`the server's refusal reads in the page's language: ${language}`, async ({ page }) => {
      const wallet = new TestWallet();
      await wallet.install(page);
      await page.goto('/');
      await page.getByRole('banner').getByRole('button', { name: 'Language' }).click();
      await page.getByRole('menuitem', { name: language }).click();
      await page.getByRole('banner').getByRole('button', { name: connect }).click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /Test Wallet/ })
        .click();
      const dialog = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: verify }) });
      await dialog.getByRole('textbox', { name: email }).fill(unique('idioma'));
      await dialog.getByRole('textbox', { name: referral }).fill('NOSUCHCODE');
      await dialog.getByRole('button', { name: verify }).click();
      await expect(dialog.getByRole('alert')).toHaveText(refused);
      await expect(dialog.getByRole('textbox', { name: referral })).toHaveAttribute('aria-invalid', 'true');
    });
  }

  test('a refused signature explains itself and signs nobody in', async ({ page }) => {
    const wallet = new TestWallet();
    await wallet.install(page);
    await register(page, unique('refuse'));
    await page.getByRole('button', { name: 'Disconnect Wallet' }).click();
    await expect(page).toHaveURL(/\/$/);

    wallet.rejectSignatures = true;
    await (await openWallets(page)).getByRole('button', { name: /Test Wallet/ }).click();
    const notice = page.getByRole('dialog', { name: 'Signature needed' });
    await expect(notice).toContainText('Please approve the wallet signature to complete the transaction');
    await notice.getByRole('button', { name: 'DONE' }).click();
    expect(await page.evaluate(() => window.localStorage.getItem('session-id'))).toBeNull();
  });

  test('a sign-in that cannot reach the store says so and what to do', async ({ page }) => {
    const wallet = new TestWallet();
    await wallet.install(page);
    await page.goto('/');
    // The connection drops once the wallet has connected: the store's own calls never leave the browser.
    await page.route('**/users?publicAddress=*', (route) => route.abort('internetdisconnected'));
    await (await openWallets(page)).getByRole('button', { name: /Test Wallet/ }).click();
    const notice = page.getByRole('dialog', { name: 'Sign-in did not finish' });
    await expect(notice).toContainText(
      'DAPPX cannot be reached right now. Check your internet connection, then try again.',
    );
    await expect(notice).not.toContainText('Something went wrong');
  });

  test("a signature the wallet fails on its own (not the person's no) logs the user out", async ({
    page,
  }) => {
    const wallet = new TestWallet();
    await wallet.install(page);
    await register(page, unique('broken'));
    await page.getByRole('button', { name: 'Disconnect Wallet' }).click();
    await expect(page).toHaveURL(/\/$/);
    // What a half-finished sign-in leaves behind is cleared too.
    await page.evaluate(() => window.localStorage.setItem('signincalled', 'true'));

    wallet.failSignatures = true;
    await (await openWallets(page)).getByRole('button', { name: /Test Wallet/ }).click();
    // The logout reloads the page: a read during the reload counts as not yet.
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem('signincalled')).catch(() => 'reloading'), {
        timeout: 8_000,
      })
      .toBeNull();
    await expect(page).toHaveURL(/\/$/);
    await storedSession(page).toBeNull();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
  });

  test('switching the wallet to another account signs the old one out', async ({ page }) => {
    const wallet = new TestWallet();
    await wallet.install(page);
    await register(page, unique('switch'));
    await expect(page.getByRole('button', { name: 'Disconnect Wallet' })).toBeVisible();
    await wallet.switchAccount(page, wallet.addAccount());
    await expect(page).toHaveURL(/\/$/, { timeout: 8_000 });
    await storedSession(page).toBeNull();
  });

  test('a blocked wallet is told its account is suspended, on its profile and when it connects again', async ({
    page,
  }) => {
    const wallet = new TestWallet();
    await wallet.install(page);
    await register(page, unique('blocked'));
    expect(await admin('block', wallet.account.address, 'e2e')).toContain('is blocked');
    const suspended = 'This account is suspended. Contact support at info@dappx.com.';
    // The reloaded app boots, reads the profile, is refused and says why: a whole page load, which
    // took more than 8 s on a loaded CI machine.
    await page.reload();
    const alert = page.getByRole('alert').filter({ hasText: 'Account suspended' });
    await expect(alert).toContainText(suspended, { timeout: 20_000 });
    await expect(page).toHaveURL(/\/user-profile$/);
    await storedSession(page).toBeNull();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' })).toBeVisible();

    await page.goto('/');
    await (await openWallets(page)).getByRole('button', { name: /Test Wallet/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Account suspended' });
    await expect(dialog).toContainText(suspended);
    await storedSession(page).toBeNull();
    await dialog.getByRole('button').last().click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
  });

  test('visitors from KR get the region dialog instead', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'cf-ipcountry': 'KR' });
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click();
    await expect(page.getByRole('dialog')).toContainText(
      'This feature is currently not available in your country or region.',
    );
    await expect(page.getByRole('dialog', { name: 'Connect to a Wallet' })).toHaveCount(0);
  });

  test('a visitor from a Korean address gets the region dialog with no proxy header, from the IP database', async ({
    page,
  }) => {
    // The e2e server trusts X-Forwarded-For, standing in for the visitor's own address.
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': '211.234.0.1' });
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click();
    await expect(page.getByRole('dialog')).toContainText(
      'This feature is currently not available in your country or region.',
    );

    await page.setExtraHTTPHeaders({ 'x-forwarded-for': '8.8.8.8' });
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click();
    await expect(page.getByRole('dialog', { name: 'Connect to a Wallet' })).toBeVisible();
  });

  test('works on a phone, and the mail link verifies the address', async ({ page }) => {
    // Sign-up and three openings of the link, each a page load: on a loaded runner that nears a minute.
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const wallet = new TestWallet();
    await wallet.install(page);
    const email = unique('phone');
    await register(page, email);
    await expect(page.getByText('Not verified')).toBeVisible();
    // The visitor reads the store in Spanish (the language switcher's stored choice).
    await page.evaluate(() => window.localStorage.setItem('language', 'es'));

    const link = await verificationLinkFor(email);
    await page.goto(link);
    // Signed in, the link lands on the wallet area, its notice under the header.
    const verified = page.getByRole('alert').filter({ hasText: 'Correo verificado' });
    await expect(verified).toBeVisible();
    // Measured at once: the notice hides itself after 6 s.
    await expectBelowHeader(page, verified);
    await page.screenshot({ path: 'test-results/email-verified-390.png' });
    await expect(page).toHaveURL(/\/user-profile$/);
    await expect(page.getByText('Verificado', { exact: true })).toBeVisible();

    // Opened again, the spent link says the address is verified, not that the link is bad.
    const already = page
      .getByRole('alert')
      .filter({ hasText: 'Esta dirección de correo ya está verificada.' });
    await page.goto(link);
    await expect(already).toBeVisible();
    await expectBelowHeader(page, already);
    await page.screenshot({ path: 'test-results/email-already-verified-390.png' });
    await expect(page).toHaveURL(/\/user-profile$/);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(link);
    await expect(already).toBeVisible();
    await expectBelowHeader(page, already);
    await page.screenshot({ path: 'test-results/email-already-verified-1440.png' });
  });

  test('inside the DAPPX browser its wallet connects at once, without a choice', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) DAPPX/2.0 Chrome/120',
      baseURL,
    });
    const page = await context.newPage();
    const wallet = new TestWallet();
    await wallet.install(page);
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click();
    await expect(page.getByRole('dialog', { name: 'Register Account' })).toBeVisible();
    await context.close();
  });

  test('a network change is stored and reloads the signed-in page', async ({ page }) => {
    const wallet = new TestWallet();
    await wallet.install(page);
    await register(page, unique('network'));
    await expect(page.getByRole('button', { name: 'Disconnect Wallet' })).toBeVisible();
    // The wallet watch starts a moment after the page (its code loads on demand), so the wallet says it again.
    await expect
      .poll(
        async () => {
          await page
            .evaluate(() =>
              (window as unknown as { __testWalletEmit: (e: string, v: unknown) => void }).__testWalletEmit(
                'chainChanged',
                '0x1',
              ),
            )
            .catch(() => undefined);
          await page.waitForTimeout(300);
          return page.evaluate(() => window.localStorage.getItem('current_network')).catch(() => null);
        },
        { timeout: 15_000 },
      )
      .toBe('0x1');
    await expect(page.getByRole('button', { name: 'Disconnect Wallet' })).toBeVisible();
  });

  test('a profile that cannot be read says the session expired, then logs out after 3 s', async ({
    page,
  }) => {
    const wallet = new TestWallet();
    await wallet.install(page);
    await register(page, unique('expired'));
    await page.route('**/users/userProfile', (route) => route.abort());
    await page.reload();
    await expect(page.getByRole('alert')).toHaveText('Session Expired. Please login to continue.');
    await expect(page).toHaveURL(/\/$/, { timeout: 6_000 });
    await storedSession(page).toBeNull();
  });

  test('the demo wallet signs anyone in without an extension', async ({ page }) => {
    await page.goto('/');
    await (await openWallets(page)).getByRole('button', { name: /DAPPX demo wallet/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Register Account' });
    await dialog.getByRole('textbox', { name: /email/i }).fill(unique('demo'));
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/user-profile$/);
    await expect(page.getByRole('button', { name: 'Disconnect Wallet' })).toBeVisible();
  });
});
