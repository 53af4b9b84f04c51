import type { Page } from '@playwright/test';
import { parseUnits } from 'viem';
import { confirmWithdraw, expect, expectAccessible, outbox, test } from './fixtures';
import { openWallets, register, unique } from './sign-in-helpers';
import { TestWallet } from './test-wallet';

// The owner signs in, changes the email, verifies it and withdraws on the demo chains.
test.describe.configure({ timeout: 120_000 });

const shots = 'test-results/account-recovery';

/** The newest link of one kind in the mails to `email`, as a mail client shows it (quoted-printable undone). */
async function linkMailedTo(email: string, kind: 'verify-user' | 'confirm-email-change') {
  const pattern = new RegExp(`https?://\\S+\\?${kind}&token=[\\w-]+&userId=[0-9a-f-]+`);
  const links = (await outbox())
    .filter((mail) => mail.includes(`To: ${email}`))
    .map((mail) => pattern.exec(mail.replace(/=\r?\n/g, '').replace(/=3D/g, '='))?.[0])
    .filter((link): link is string => link !== undefined);
  expect(links, `a ${kind} link mailed to ${email}`).not.toHaveLength(0);
  return links.at(-1)!;
}

/** Opens a verification link the way the mail's reader would (signed in: it lands on the wallet area). */
async function openVerificationLink(page: Page, link: string) {
  const verified = page.waitForResponse((response) =>
    response.url().includes('/users/validateVerificationToken'),
  );
  await page.goto(link);
  expect((await verified).status()).toBe(200);
  await expect(page).toHaveURL(/\/user-profile$/);
}

const sidePanel = (page: Page) => page.getByRole('complementary', { name: 'Your wallet' });

test('a wallet registered by a squatter: the owner signs in, replaces the email, verifies it and withdraws', async ({
  page,
}) => {
  const wallet = new TestWallet();
  await wallet.install(page);

  // The squatter registers the owner's address first, with their own email (the call asks no proof).
  const squatterEmail = unique('squatter');
  const squatted = await page.request.post('/users/createAccount', {
    data: { publicAddress: wallet.account.address, email_id: squatterEmail },
  });
  expect(squatted.status()).toBe(200);
  const squatterLink = await linkMailedTo(squatterEmail, 'verify-user');

  // The owner's wallet is known, so it signs straight in, and finds someone else's address.
  await page.goto('/');
  await (await openWallets(page)).getByRole('button', { name: /Test Wallet/ }).click();
  await expect(page).toHaveURL(/\/user-profile$/);
  const panel = sidePanel(page);
  await expect(panel.getByText(squatterEmail)).toBeVisible();
  await expect(panel.getByText('Not verified: check your inbox')).toBeVisible();

  await panel.getByRole('button', { name: 'Change email' }).click();
  const form = panel.getByRole('form', { name: 'Change email' });
  await form.getByRole('textbox', { name: 'New email address' }).fill('not-an-email');
  await form.getByRole('button', { name: 'Send link' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please enter a valid email');
  const ownerEmail = unique('owner');
  await form.getByRole('textbox', { name: 'New email address' }).fill(ownerEmail);
  await panel.screenshot({ path: `${shots}/change-form-1440.png` });
  await form.getByRole('button', { name: 'Send link' }).click();

  await expect(panel.getByText(/verification link/)).toHaveText(
    `We sent a verification link to ${ownerEmail}. Open it to enable withdrawals.`,
  );
  await expect(panel.getByText(ownerEmail, { exact: true })).toBeVisible();
  await expect(panel.getByText(squatterEmail)).toHaveCount(0);
  await expectAccessible(page);
  await page.screenshot({ path: `${shots}/change-sent-1440.png` });

  // The squatter's link no longer verifies anything; the one mailed to the owner does.
  const [, squatterQuery] = squatterLink.split('?verify-user&');
  const refused = await page.request.get(`/users/validateVerificationToken?${squatterQuery}`);
  expect(refused.status()).toBe(400);
  await openVerificationLink(page, await linkMailedTo(ownerEmail, 'verify-user'));

  await page.goto('/user-profile/ace');
  await expect(sidePanel(page).getByText('Verified', { exact: true })).toBeVisible();
  await expect(sidePanel(page).getByText(ownerEmail, { exact: true })).toBeVisible();
  // Verified now, by its owner: Change email would first ask this address to confirm.
  await sidePanel(page).getByRole('button', { name: 'Change email' }).click();
  await expect(sidePanel(page).getByRole('form', { name: 'Change email' })).toContainText(
    'we first send a confirmation link to your current address',
  );
  await page.screenshot({ path: `${shots}/verified-change-form-1440.png` });
  await sidePanel(page).getByRole('button', { name: 'Cancel' }).click();

  // Verified, the owner withdraws, as withdrawals.spec.ts does.
  const before = await wallet.tokenBalance();
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw ACE' });
  await dialog.getByRole('textbox', { name: 'Withdraw Amount' }).fill('25');
  await confirmWithdraw(page, dialog);
  await expect(page.getByRole('dialog', { name: 'Your withdrawal is on its way!' })).toBeVisible({
    timeout: 20_000,
  });
  expect(await wallet.tokenBalance()).toBe(before + parseUnits('25', 18));
});

test('on a phone: resend the link, then a verified address changes only after confirming from it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const wallet = new TestWallet();
  await wallet.install(page);
  const oldEmail = unique('old');
  await register(page, oldEmail);
  const panel = sidePanel(page);

  await panel.getByRole('button', { name: 'Resend email' }).click();
  await expect(panel.getByText(/verification link/)).toHaveText(
    `We sent a verification link to ${oldEmail}. Open it to enable withdrawals.`,
  );
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/resent-390.png`, fullPage: true });
  await panel.getByRole('button', { name: 'Change email' }).click();
  await panel.getByRole('form', { name: 'Change email' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/change-form-390.png` });
  await panel.getByRole('button', { name: 'Cancel' }).click();

  // Opened while signed in: the owner stands behind this address, so replacing it needs its consent.
  await openVerificationLink(page, await linkMailedTo(oldEmail, 'verify-user'));
  await page.goto('/user-profile');
  await expect(panel.getByText('Verified', { exact: true })).toBeVisible();
  await panel.getByRole('button', { name: 'Change email' }).click();
  const form = panel.getByRole('form', { name: 'Change email' });
  await expect(form).toContainText('we first send a confirmation link to your current address');
  const newEmail = unique('new');
  await form.getByRole('textbox', { name: 'New email address' }).fill(newEmail);
  await form.getByRole('button', { name: 'Send link' }).click();
  await expect(panel.getByText(/confirmation link/)).toHaveText(
    `We sent a confirmation link to ${oldEmail}. Your email changes once you open it.`,
  );
  await expect(panel.getByText(oldEmail, { exact: true })).toBeVisible();
  await expectAccessible(page);
  await panel.getByText(/confirmation link/).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/confirmation-sent-390.png` });

  await page.goto(await linkMailedTo(oldEmail, 'confirm-email-change'));
  await expect(page).toHaveURL(/\/user-profile$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Your email change is confirmed' })).toBeVisible();
  await expect(panel.getByText(newEmail, { exact: true })).toBeVisible();
  await expect(panel.getByText('Not verified: check your inbox')).toBeVisible();
  await panel.getByText(newEmail, { exact: true }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/change-confirmed-390.png` });

  await openVerificationLink(page, await linkMailedTo(newEmail, 'verify-user'));
  await page.goto('/user-profile');
  await expect(panel.getByText(newEmail, { exact: true })).toBeVisible();
  await expect(panel.getByText('Verified', { exact: true })).toBeVisible();
});
