import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';

type DownloadLink = { row: string; platform: string; href: string; disabled: boolean };

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error('element is not visible');
  return found;
};

const noHorizontalOverflow = async (page: Page) =>
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);

test.describe('download page', () => {
  test('shows the hero, both store rows from the catalogue, the video and How to use', async ({
    page,
    request,
  }) => {
    const { links } = (await (await request.get('/v1/catalogue/download')).json()) as {
      links: DownloadLink[];
    };
    const hrefOf = (row: string, platform: string) =>
      links.find((link) => link.row === row && link.platform === platform)?.href ?? 'missing';

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/download');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Get more from DAPPX: browse, play and trade anywhere' }),
    ).toBeVisible();
    await expect(
      page.getByText('Use the browser and the DAPPX conveniently anytime, anywhere.'),
    ).toBeVisible();

    const browserRow = page.getByRole('region', { name: 'DAPPX Browser' });
    await expect(browserRow.getByRole('link', { name: 'Download for Windows PC' })).toHaveAttribute(
      'href',
      hrefOf('browser', 'windows'),
    );
    await expect(browserRow.getByRole('link', { name: /Google Play/ })).toHaveAttribute(
      'href',
      hrefOf('browser', 'google-play'),
    );
    await expect(browserRow.getByRole('link', { name: /App Store/ })).toHaveAttribute(
      'href',
      hrefOf('browser', 'app-store'),
    );
    await expect(browserRow.getByRole('link', { name: /App Store/ })).toHaveAttribute('target', '_blank');

    const walletRow = page.getByRole('region', { name: 'DAPPX Wallet' });
    await expect(walletRow.getByRole('link', { name: /Google Play/ })).toHaveAttribute(
      'href',
      hrefOf('wallet', 'google-play'),
    );
    await expect(walletRow.getByRole('button', { name: /App Store/ })).toBeDisabled();
    // It says why, in words, under the greyed button.
    await expect(walletRow.getByText('Coming soon to App Store.')).toBeVisible();
    await expect(walletRow.getByRole('link', { name: /App Store/ })).toHaveCount(0);

    // Desktop: the two rows side by side.
    const [browserBox, walletBox] = [await box(browserRow), await box(walletRow)];
    expect(Math.abs(browserBox.y - walletBox.y)).toBeLessThan(2);
    expect(walletBox.x).toBeGreaterThan(browserBox.x + browserBox.width - 1);

    const video = page.locator('video');
    await expect(video).toHaveCount(1);
    expect(
      await video.evaluate((element: HTMLVideoElement) => ({
        muted: element.muted,
        loop: element.loop,
        controls: element.controls,
        src: new URL(element.src).pathname,
        fallback: element.textContent,
      })),
    ).toEqual({
      muted: true,
      loop: true,
      controls: true,
      src: '/media/videos/download-intro.webm',
      fallback: 'Your browser does not support the video tag.',
    });

    const howTo = page.getByRole('region', { name: 'How to use DAPPX?' });
    await expect(howTo.getByRole('article')).toHaveCount(2);
    await expect(howTo.getByRole('link', { name: 'browser download' })).toHaveAttribute(
      'href',
      hrefOf('how-to-use', 'browser'),
    );
    await expect(howTo.getByRole('link', { name: 'More about DAPPX' })).toHaveAttribute(
      'href',
      hrefOf('how-to-use', 'web-app'),
    );
    await expectAccessible(page);
  });

  test('stacks the rows and the How to use blocks on a 390 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/download');
    const browserBox = await box(page.getByRole('region', { name: 'DAPPX Browser' }));
    const walletBox = await box(page.getByRole('region', { name: 'DAPPX Wallet' }));
    expect(walletBox.y).toBeGreaterThanOrEqual(browserBox.y + browserBox.height);
    expect(Math.abs(walletBox.x - browserBox.x)).toBeLessThan(2);

    const blocks = page.getByRole('region', { name: 'How to use DAPPX?' }).getByRole('article');
    const [first, second] = [await box(blocks.nth(0)), await box(blocks.nth(1))];
    expect(second.y).toBeGreaterThanOrEqual(first.y + first.height);
    expect((await box(page.locator('video'))).width).toBeLessThanOrEqual(390);
    await noHorizontalOverflow(page);
    await expectAccessible(page);
  });

  test('is translated: Spanish hero and rows', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('language', 'es'));
    await page.goto('/download');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Saca más partido a DAPPX: navega, juega y opera desde cualquier lugar',
    );
    await expect(page.getByRole('region', { name: 'Billetera DAPPX' })).toBeVisible();
    await expect(page.getByRole('region', { name: '¿Cómo usar DAPPX?' })).toBeVisible();
  });
});

test.describe('legal pages', () => {
  for (const width of [1440, 390]) {
    test(`/terms and /disclaimer render their sections at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/terms');
      await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
      const terms = page.getByRole('article').getByRole('heading', { level: 2 });
      await expect(terms).toHaveCount(9);
      await expect(terms.filter({ hasText: 'Governing law' })).toBeVisible();
      await expect(page.getByText(/at least 13 years old/)).toBeVisible();
      await expect(page.getByText(/at least 30 days’ notice/)).toBeVisible();
      await expect(page.getByText(/laws of the Hong Kong Special Administrative Region/)).toBeVisible();
      await noHorizontalOverflow(page);
      await expectAccessible(page);

      await page.goto('/disclaimer');
      await expect(page.getByRole('heading', { level: 1, name: 'Disclaimer' })).toBeVisible();
      await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveText([
        /Use at your own risk/,
        /Provided as is/,
        /No liability for digital assets/,
      ]);
      await noHorizontalOverflow(page);
      await expectAccessible(page);
    });
  }

  test('the table of contents jumps to a section on wide screens', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/terms');
    await page
      .getByRole('navigation', { name: 'Contents' })
      .getByRole('link', { name: /Governing law/ })
      .click();
    await expect(page).toHaveURL(/\/terms#law$/);
    await expect(page.getByRole('heading', { level: 2, name: /Governing law/ })).toBeInViewport();
  });
});

test.describe('login and user profile', () => {
  for (const width of [1440, 390]) {
    test(`/login offers Connect Wallet at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in to DAPPX' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
      await noHorizontalOverflow(page);
      await expectAccessible(page);
    });

    test(`/user-profile without a session asks to connect, its logo goes home (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/user-profile');
      const main = page.getByRole('main');
      await expect(main.getByText('Connect your wallet to access your user profile page.')).toBeVisible();
      await expectAccessible(page);
      await main.getByRole('link', { name: 'DAPPX home' }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  }

  test('/user-profile with a session-id shows the profile', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('session-id', 'e2e-session'));
    await page.goto('/user-profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
    await expect(page.getByText('Connect your wallet to access your user profile page.')).toHaveCount(0);
  });
});
