import { shortAddress } from '@dappx/shared/addresses';
import { expect, test } from './fixtures';
import { register, unique } from './sign-in-helpers';
import { TestWallet } from './test-wallet';

test('the profile QR link signs a phone in as the same user, once', async ({ page, browser, baseURL }) => {
  test.setTimeout(60_000);
  const wallet = new TestWallet();
  await wallet.install(page);
  await register(page, unique('link'));
  const session = await page.evaluate(() => localStorage.getItem('session-id'));
  const { code } = await (
    await page.request.get('/users/getQRCode', { headers: { 'session-id': session ?? '' } })
  ).json();

  // A phone: its own browser, no wallet, no session.
  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const phonePage = await phone.newPage();
  await phonePage.goto(`/?link=${code}`);
  await expect(phonePage).toHaveURL(/\/user-profile$/);
  const short = shortAddress(wallet.account.address, 4);
  await expect(phonePage.getByText(short).first()).toBeVisible();

  // The same code a second time (another phone) is refused and signs nobody in.
  const again = await browser.newPage({ baseURL });
  await again.goto(`/?link=${code}`);
  await expect(again.getByText('This QR code is not valid, has expired or was already used.')).toBeVisible();
  await expect(again).toHaveURL(/\/$/);
  expect(await again.evaluate(() => localStorage.getItem('session-id'))).toBeNull();
  await phone.close();
  await again.close();
});
