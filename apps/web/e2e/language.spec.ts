import { expect, switchLanguage, test } from './fixtures';
import { register, unique, verifyEmail } from './sign-in-helpers';
import { TestWallet } from './test-wallet';

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

test.describe('the catalogue and the server’s texts in the visitor’s language', () => {
  test('a home slide, What’s hot, the menu and a chart’s cross-links follow the switch', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    const hero = page.getByRole('region', { name: /^(Featured|Destacados|Destaques)$/ });
    const tile = (id: string) => page.locator(`[data-tile="${id}"]`);
    await expect(tile('games')).toHaveText('Games');

    /** The land sale's slide, made active with autoplay held by the pointer resting on the hero. */
    const landSale = async () => {
      await hero.hover();
      await hero.locator('.swiper-pagination-bullet').nth(2).click();
      return hero.locator('.swiper-slide-active');
    };

    await switchLanguage(page, 'Español', 'es');
    let slide = await landSale();
    await expect(slide.getByRole('heading', { name: 'Venta de terrenos del metaverso' })).toBeVisible();
    await expect(slide).toContainText('Hazte con tu parcela en el mundo DAPPX');
    await expect(slide.getByRole('link', { name: /^Regístrate/ })).toBeVisible();
    await expect(tile('games')).toHaveText('Juegos');
    await expect(tile('ai')).toHaveText('DAPPX AI');
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    await expect(nav.getByRole('link', { name: 'Juegos', exact: true })).toBeVisible();
    await page.screenshot({ path: 'test-results/language/home-es-1440.png' });

    await switchLanguage(page, 'Português', 'pt');
    slide = await landSale();
    await expect(slide.getByRole('heading', { name: 'Venda de terrenos no metaverso' })).toBeVisible();
    await expect(slide.getByRole('link', { name: /^Cadastre-se/ })).toBeVisible();
    await expect(tile('games')).toHaveText('Jogos');

    // A reload in Portuguese paints the catalogue in Portuguese from the start.
    await page.reload();
    await expect(tile('games')).toHaveText('Jogos');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(tile('games')).toHaveText('Jogos');
    await page.screenshot({ path: 'test-results/language/home-pt-390.png', fullPage: true });

    await page.goto('/top-defi-charts');
    await expect(page.getByTestId('others-link').first()).toHaveText('Jogos');
    await switchLanguage(page, 'English', 'en');
    await expect(page.getByTestId('others-link').first()).toHaveText('Games');
  });

  test('the games page’s slide and hashtags in Spanish', async ({ page }) => {
    await page.goto('/games');
    await switchLanguage(page, 'Español', 'es');
    await expect(page.getByRole('heading', { name: 'El Steam del blockchain' })).toBeVisible();
    await expect(page.getByTestId('hashtag').filter({ hasText: /^#Carreras$/ })).toHaveCount(1);
    await page.screenshot({ path: 'test-results/language/games-es-1440.png' });
  });

  test('a withdrawal the server refuses says why in Spanish, then in Portuguese', async ({ page }) => {
    test.setTimeout(90_000);
    const wallet = new TestWallet();
    await wallet.install(page);
    const email = unique('language');
    await register(page, email);
    await verifyEmail(page, email);
    await page.goto('/user-profile/ace');
    // The form checks the amount against the vault it read; the vault then empties behind the open
    // dialog, so the server, not the form, refuses the amount.
    const session = await page.evaluate(() => localStorage.getItem('session-id'));
    const emptyVault = async (amount: string) => {
      const moved = await page.request.post('/users/acent/transfer/vault-to-active', {
        headers: { 'session-id': session ?? '' },
        data: { amount },
      });
      expect(moved.ok()).toBe(true);
    };

    const refusal = async (
      withdraw: string,
      title: string,
      amount: string,
      confirm: { next: string; title: string; withdraw: string },
      cancel: string,
      sizes: { withdraw: string; moved: string },
    ) => {
      await page.getByRole('button', { name: withdraw, exact: true, disabled: false }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await dialog.getByRole('textbox', { name: amount }).fill(sizes.withdraw);
      await expect(dialog.getByRole('alert')).toHaveCount(0);
      await emptyVault(sizes.moved);
      // Continue, then the confirmation's Withdraw: the server refuses, and the form says why.
      await dialog.getByRole('button', { name: confirm.next }).click();
      await page
        .getByRole('dialog', { name: confirm.title })
        .getByRole('button', { name: confirm.withdraw, exact: true })
        .click();
      const alert = dialog.getByRole('alert');
      await expect(alert).toBeVisible();
      const text = await alert.textContent();
      await dialog.getByRole('button', { name: cancel }).click();
      await expect(dialog).toHaveCount(0);
      return text;
    };

    await switchLanguage(page, 'Español', 'es');
    expect(
      await refusal(
        'Retirar',
        'Retirar ACE',
        'Monto a retirar',
        { next: 'Continuar', title: 'Confirmar retiro', withdraw: 'Retirar' },
        'Cancelar',
        {
          withdraw: '900',
          moved: '500',
        },
      ),
    ).toBe('Saldo insuficiente.');
    await switchLanguage(page, 'Português', 'pt');
    expect(
      await refusal(
        'Sacar',
        'Sacar ACE',
        'Valor do saque',
        { next: 'Continuar', title: 'Confirmar saque', withdraw: 'Sacar' },
        'Cancelar',
        {
          withdraw: '400',
          moved: '300',
        },
      ),
    ).toBe('Saldo insuficiente.');
  });
});

test.describe('a returning visitor who chose Spanish', () => {
  for (const path of ['/', '/games'])
    test(`is asked only in Spanish from the first request of ${path}`, async ({ page }) => {
      await page.addInitScript(() => window.localStorage.setItem('language', 'es'));
      const asked: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/v1/catalogue/'))
          asked.push(request.headers()['accept-language'] ?? '');
      });
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(
        page.getByRole('navigation', { name: 'Navegación principal' }).getByText('Aprender', { exact: true }),
      ).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(asked.length).toBeGreaterThan(1);
      expect(asked.filter((language) => language !== 'es')).toEqual([]);
    });
});
