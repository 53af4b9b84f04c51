import { newsletterTexts } from '@dappx/shared/newsletter-rules';
import { expect, outbox, test } from './fixtures';

const unique = (name: string) => `${name}.${Date.now()}@example.com`;

test.describe('newsletter sign-up in the footer', () => {
  test('a new address is subscribed, mailed a link, and the link confirms it', async ({ page }) => {
    const email = unique('ana');
    await page.goto('/');
    const form = page.getByRole('form', { name: /newsletter/i });
    await form.getByRole('textbox', { name: /email/i }).fill(email);
    await form.getByRole('button', { name: /subscribe|sign up|send/i }).click();
    await expect(form.getByText(newsletterTexts.success)).toBeVisible();

    const mail = (await outbox()).find((text) => text.includes(`To: ${email}`));
    expect(mail, 'a confirmation mail in the outbox').toBeTruthy();
    const link = /(https?:\/\/\S+\?newsletter-confirm=)=?\r?\n?([\w-]+)/.exec(
      mail!.replace(/=\r?\n/g, '').replace(/=3D/g, '='),
    );
    await page.goto(`${link![1]}${link![2]}`);
    await expect(page.getByText(newsletterTexts.confirmed)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the same address a second time shows the already-subscribed text', async ({ page }) => {
    const email = unique('twice');
    await page.goto('/');
    const form = page.getByRole('form', { name: /newsletter/i });
    const input = form.getByRole('textbox', { name: /email/i });
    const send = form.getByRole('button', { name: /subscribe|sign up|send/i });
    await input.fill(email);
    await send.click();
    await expect(form.getByText(newsletterTexts.success)).toBeVisible();

    await page.reload();
    await input.fill(email);
    await send.click();
    await expect(form.getByText(newsletterTexts.alreadySubscribed)).toBeVisible();

    await input.press('End');
    await input.press('x');
    await expect(form.getByText(newsletterTexts.alreadySubscribed)).toBeHidden();
  });

  test('while sending, the button is disabled and shows a spinner', async ({ page }) => {
    // The real request to the store, held back in the browser long enough to see the sending state.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/newsletter/submit', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    const form = page.getByRole('form', { name: /newsletter/i });
    await form.getByRole('textbox', { name: /email/i }).fill(unique('slow'));
    await form.getByRole('button', { name: /subscribe|sign up|send/i }).click();
    const button = form.getByRole('button');
    await expect(button).toBeDisabled();
    await expect(form.getByRole('progressbar')).toBeVisible();
    release();
    await expect(form.getByText(newsletterTexts.success)).toBeVisible();
    await expect(button).toBeEnabled();
    await expect(form.getByRole('progressbar')).toHaveCount(0);
  });

  test('an invalid address is refused in the page and nothing is sent', async ({ page }) => {
    // Capital letters make it invalid here; its own address, as other tests mail at the same time.
    const address = `Ana.${Date.now()}@Example.com`;
    await page.goto('/');
    const form = page.getByRole('form', { name: /newsletter/i });
    await form.getByRole('textbox', { name: /email/i }).fill(address);
    await form.getByRole('button', { name: /subscribe|sign up|send/i }).click();
    await expect(form.getByText(newsletterTexts.invalidEmail)).toBeVisible();
    const mailed = (await outbox()).filter((mail) => mail.toLowerCase().includes(address.toLowerCase()));
    expect(mailed).toEqual([]);
  });

  test("any other failure of the call shows the already-subscribed text, in the visitor's language", async ({
    page,
  }) => {
    // The store cannot be reached: the spec shows its one failure text for every failure.
    await page.route('**/newsletter/submit', (route) => route.abort('connectionfailed'));
    await page.goto('/');
    const form = page.getByRole('form', { name: /newsletter/i });
    await form.getByRole('textbox', { name: /email/i }).fill(unique('offline'));
    await form.getByRole('button', { name: /subscribe|sign up|send/i }).click();
    await expect(form.getByText(newsletterTexts.alreadySubscribed)).toBeVisible();

    await page.getByRole('banner').getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    const boletin = page.getByRole('form', { name: 'Boletín' });
    await boletin.getByRole('textbox').fill(unique('sin-red'));
    await boletin.getByRole('button').click();
    await expect(boletin.getByText('Esta dirección de correo ya está suscrita, ¡gracias!')).toBeVisible();
  });
});
