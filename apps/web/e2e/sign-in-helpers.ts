import type { Page } from '@playwright/test';
import { expect, outbox } from './fixtures';

/** The header's Connect Wallet button and the wallet choice it opens. */
export async function openWallets(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect to a Wallet' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Registers the test wallet with `email` from the home page and lands on its profile, signed in. */
export async function register(page: Page, email: string) {
  await page.goto('/');
  await (await openWallets(page)).getByRole('button', { name: /Test Wallet/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Register Account' });
  await dialog.getByRole('textbox', { name: /email/i }).fill(email);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/user-profile$/);
}

/** The verification link the store mailed to `email` (the mail is quoted-printable: soft breaks, =3D). */
export async function verificationLinkFor(email: string): Promise<string> {
  const mail = (await outbox()).find((text) => text.includes(`To: ${email}`))!;
  const decoded = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  return /https?:\/\/\S+\?verify-user&token=[\w-]+&userId=[0-9a-f-]+/.exec(decoded)![0];
}

/** Follows the verification link mailed to `email` while signed in: the address is verified, withdrawals open. */
export async function verifyEmail(page: Page, email: string) {
  await page.goto(await verificationLinkFor(email));
  await expect(page).toHaveURL(/\/user-profile$/);
}

/** An email address no other test uses. */
export const unique = (name: string) =>
  `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/** Opens Connect to IMX from the page's IMX area and confirms: the wallet signs the link on L2. */
export async function connectToImx(page: Page) {
  await page.getByRole('button', { name: 'Connect to IMX' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect to IMX' });
  await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
  return dialog;
}
