import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { TestWallet } from './test-wallet';

type DownloadLink = { row: string; platform: string; href: string };

const openConnectDialog = async (page: Page) => {
  await page.goto('/login');
  await page.getByRole('main').getByRole('button', { name: 'Connect Wallet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect to a Wallet' });
  await expect(dialog).toBeVisible();
  return dialog;
};

test.describe('Connect to a Wallet', () => {
  test('without a wallet, the web3 browser option opens the Notice with the three store links', async ({
    page,
    request,
  }) => {
    const { links } = (await (await request.get('/v1/catalogue/download')).json()) as {
      links: DownloadLink[];
    };
    const browserHref = (platform: string) =>
      links.find((link) => link.row === 'browser' && link.platform === platform)?.href ?? 'missing';

    await page.setViewportSize({ width: 1440, height: 900 });
    const dialog = await openConnectDialog(page);
    // Desktop: no phone wallet app on offer.
    await expect(dialog.getByRole('button', { name: /DAPPX Wallet app/ })).toHaveCount(0);
    await expectAccessible(page);

    await dialog.getByRole('button', { name: /DAPPX web3 browser/ }).click();
    const notice = page.getByRole('dialog', { name: 'Notice' });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link')).toHaveCount(3);
    await expect(notice.getByRole('link', { name: 'Download for Windows PC' })).toHaveAttribute(
      'href',
      browserHref('windows'),
    );
    await expect(notice.getByRole('link', { name: /Google Play/ })).toHaveAttribute(
      'href',
      browserHref('google-play'),
    );
    await expect(notice.getByRole('link', { name: /App Store/ })).toHaveAttribute(
      'href',
      browserHref('app-store'),
    );
    await expectAccessible(page);

    // Escape closes the top dialog first, then the one below.
    await page.keyboard.press('Escape');
    await expect(notice).toHaveCount(0);
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('button', { name: 'Connect Wallet' })).toBeFocused();
  });

  test('keeps keyboard focus inside the dialog', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const dialog = await openConnectDialog(page);
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
  });

  test('on a phone it recommends the wallet app, linked to its store', async ({ page, request }) => {
    const { links } = (await (await request.get('/v1/catalogue/download')).json()) as {
      links: DownloadLink[];
    };
    await page.setViewportSize({ width: 390, height: 844 });
    const dialog = await openConnectDialog(page);
    const walletApp = dialog.getByRole('link', { name: /DAPPX Wallet app.*Recommended/ });
    await expect(walletApp).toHaveAttribute(
      'href',
      links.find((link) => link.row === 'wallet' && link.platform === 'google-play')?.href ?? 'missing',
    );
    await expectAccessible(page);
  });

  test('lists each wallet the browser announces, and the demo wallet clearly labelled', async ({ page }) => {
    await new TestWallet('Test Wallet').install(page);
    const dialog = await openConnectDialog(page);
    await expect(dialog.getByRole('button', { name: /Test Wallet/ })).toBeVisible();
    const demo = dialog.getByRole('button', { name: /DAPPX demo wallet/ });
    await expect(demo).toContainText('Demo');
    await expect(demo).toContainText('demo chain only');
    // A real wallet is here, so the install option gives way.
    await expect(dialog.getByRole('button', { name: /DAPPX web3 browser/ })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('speaks Spanish: Conectar Billetera', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('language', 'es'));
    await page.goto('/login');
    await page.getByRole('main').getByRole('button', { name: 'Conectar Billetera' }).click();
    await expect(page.getByRole('dialog', { name: 'Conectar una billetera' })).toBeVisible();
  });
});

test.describe('on an iPhone', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    viewport: { width: 390, height: 844 },
  });

  test('the recommended wallet app is disabled', async ({ page }) => {
    const dialog = await openConnectDialog(page);
    const walletApp = dialog.getByRole('button', { name: /DAPPX Wallet app/ });
    await expect(walletApp).toBeDisabled();
    await expect(walletApp).toContainText('Not available on iOS or Mac yet.');
  });
});
