import { shortAddress } from '@dappx/shared/addresses';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { connectToImx, register, unique } from './sign-in-helpers';
import { TestWallet } from './test-wallet';

// The IMX (layer-2) connect area of the wallet area, against the real server on the demo chains: the
// link signature is real, the ETH deposit is a real L1 transaction the server's relayer pays on L2.

async function signedIn(page: Page, name: string) {
  const wallet = new TestWallet();
  await wallet.install(page);
  await register(page, unique(name));
  return wallet;
}

test.describe('the IMX connect area', () => {
  test('connects with a signed link, deposits ETH to IMX and shows the relayed balance', async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    const wallet = await signedIn(page, 'imx');
    const address = wallet.account.address;

    const dialog = await connectToImx(page);
    await expect(dialog).toBeHidden();
    const imxButton = page.getByRole('button', { name: `IMX wallet ${address}` });
    await expect(imxButton).toHaveText(`IMX${shortAddress(address)}`);
    expect(await page.evaluate(() => localStorage.getItem('wallet-imx'))).toBe(address);
    expect(wallet.signatures).toBeGreaterThanOrEqual(2); // sign-in and the link

    // The wallet was switched to L2 by the store: the connection is remembered and the side panel
    // still names the store's network, with no network error.
    await page.reload();
    await expect(page.getByRole('complementary', { name: 'Your wallet' })).toContainText('Acent');
    await expect(page.getByRole('dialog', { name: 'Wallet Network Error' })).toHaveCount(0);
    // The side panel lists the layer-2's ETH too, once linked.
    await expect(
      page
        .getByRole('complementary', { name: 'Your wallet' })
        .getByRole('list', { name: 'Tokens' })
        .getByRole('listitem')
        .last(),
    ).toContainText(/ETH\s*on IMX.*USD100$/);

    await imxButton.click();
    await expect(imxButton).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByRole('region', { name: 'ETH on IMX' });
    const balance = panel.getByTestId('imx-balance');
    await expect(balance).toHaveText('100 ETH');
    // It opens in the page's flow: the balance cards move down instead of hiding under it (measured once
    // the panel has finished opening, while it grows the cards are still moving down).
    const assets = page.getByRole('region', { name: 'My Digital Assets' });
    const gapBelowPanel = async () => {
      const [panelBox, assetsBox] = [(await panel.boundingBox())!, (await assets.boundingBox())!];
      return assetsBox.y - (panelBox.y + panelBox.height);
    };
    await expect.poll(gapBelowPanel).toBeGreaterThanOrEqual(0);
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath('layer2-panel-1440.png') });

    await panel.getByRole('button', { name: 'Deposit' }).click();
    const deposit = page.getByRole('dialog', { name: 'Deposit' });
    const amount = deposit.getByRole('textbox', { name: 'Amount' });
    await amount.fill('0');
    await deposit.getByRole('button', { name: 'Deposit' }).click();
    await expect(deposit.getByRole('alert')).toHaveText('Amount should be greater than zero.');
    await amount.fill('1000');
    await deposit.getByRole('button', { name: 'Deposit' }).click();
    await expect(deposit.getByRole('alert')).toHaveText('Insufficient balance');
    await amount.fill('12345678901');
    await expect(amount).toHaveValue('1000');

    // Declined in the wallet: the spec's text, nothing sent.
    await amount.fill('1.5');
    wallet.rejectTransactions = true;
    await deposit.getByRole('button', { name: 'Deposit' }).click();
    await expect(deposit.getByRole('alert')).toHaveText('Please complete the action needed.');
    wallet.rejectTransactions = false;

    await page.screenshot({ path: test.info().outputPath('layer2-deposit-1440.png') });
    const sentBefore = wallet.sent.length;
    await deposit.getByRole('button', { name: 'Deposit' }).click();
    await expect(deposit.getByRole('status')).toContainText('on its way to IMX', { timeout: 20_000 });
    expect(wallet.sent.length).toBe(sentBefore + 1);
    await expect(deposit.getByRole('status')).toContainText('arrived on IMX', { timeout: 20_000 });
    // The bridge deposit's receipt: its L1 transaction on our explorer.
    await expect(deposit.getByRole('link', { name: 'View on explorer' })).toHaveAttribute(
      'href',
      `/explorer/8888/tx/${wallet.sent.at(-1)}`,
    );
    await deposit.getByRole('button', { name: 'OK' }).click();
    await expect(balance).toHaveText('101.5 ETH');

    // Disconnect: 'Disconnected', then after 1 s the stored entry is gone and Connect to IMX is back.
    await panel.getByRole('button', { name: 'Disconnect' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Disconnected' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Connect to IMX' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('wallet-imx'))).toBeNull();
  });

  test('refuses a different layer-2 address', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    const wallet = await signedIn(page, 'imx-other');
    wallet.pickedAccount = wallet.addAccount();

    const dialog = await connectToImx(page);
    await expect(dialog.getByRole('alert')).toHaveText('Please use the same address.');
    await page.screenshot({ path: test.info().outputPath('layer2-mismatch-1440.png') });
    expect(await page.evaluate(() => localStorage.getItem('wallet-imx'))).toBeNull();

    // A wallet that declines the signature reads the spec's text.
    wallet.pickedAccount = undefined;
    wallet.rejectSignatures = true;
    await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please complete the action needed.');
  });

  test('without a session, Connect to IMX opens the main Connect Wallet', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/user-profile');
    await page.getByRole('main').getByRole('button', { name: 'Connect to IMX' }).click();
    await expect(page.getByRole('dialog', { name: 'Connect to a Wallet' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Connect to IMX' })).toHaveCount(0);
  });

  test('on a phone: Connect to IMX, the ETH on IMX panel and its deposit are there', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const wallet = await signedIn(page, 'imx-mobile');
    const dialog = await connectToImx(page);
    await expect(dialog).toBeHidden();
    const imxButton = page.getByRole('button', { name: `IMX wallet ${wallet.account.address}` });
    await imxButton.click();
    const panel = page.getByRole('region', { name: 'ETH on IMX' });
    await expect(panel.getByTestId('imx-balance')).toHaveText('100 ETH');
    const box = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await panel.getByRole('button', { name: 'Deposit' }).click();
    await expect(page.getByRole('dialog', { name: 'Deposit' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('layer2-mobile-390.png'), fullPage: false });
  });
});
