import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { reviewedApp, reviewsOf, reviewsPage, signedInWallet, useTheApp } from './review-helpers';
import { signInToConsole } from './console-helpers';
import type { TestWallet } from './test-wallet';

// Reviews on a demo dapp's page: a wallet that used the dapp on the demo chain writes one, signed by its
// key, edits it (signed again), another wallet reports it; a visitor reads it; a wallet that never used
// the dapp is told why it may not review it.

const screenshots = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../test-results/reviews',
);

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(150_000);
  const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  // The indexer has read the demo history of the dapp: its page and its contracts are there.
  await expect
    .poll(async () => (await request.get(`/v1/rankings/${reviewedApp}`)).status(), { timeout: 120_000 })
    .toBe(200);
  await request.dispose();
});

/** Writes the review from the form: stars, text, then the wallet's signature. */
async function writeReview(page: Page, stars: string, text: string, button: string) {
  const reviews = reviewsOf(page);
  await reviews.getByRole('radio', { name: stars }).check();
  await reviews.getByRole('textbox', { name: 'Your review' }).fill(text);
  await reviews.getByRole('button', { name: button }).click();
}

/** A fresh page of its own at `width`, signed in with a new wallet. */
async function anotherReader(browser: Browser, width: number, name: string) {
  const page = await (await browser.newContext({ baseURL: process.env.E2E_BASE_URL })).newPage();
  await page.setViewportSize({ width, height: 900 });
  return { page, wallet: await signedInWallet(page, name) };
}

async function authorWrites(page: Page, wallet: TestWallet, width: number, text: string) {
  await page.goto(reviewsPage);
  const reviews = reviewsOf(page);
  await expect(reviews.getByRole('heading', { name: 'Write a review' })).toBeVisible();
  await expect(reviews.getByRole('combobox', { name: 'Language of the review' })).toHaveText('English');
  const before = wallet.signatures;
  await writeReview(page, '4 stars', text, 'Sign and post');
  const own = reviews.getByTestId('own-review');
  await expect(own).toContainText(text);
  await expect(reviews.getByText('Your review is posted, signed by your wallet.')).toBeVisible();
  expect(wallet.signatures).toBe(before + 1);
  await expect(own.getByRole('img', { name: '4 stars out of 5' })).toBeVisible();
  await expect(own.getByTestId('review-author')).toContainText(/· used 1 time since \w+/);
  await expectAccessible(page);
  await reviews.screenshot({ path: path.join(screenshots, `written-${width}.png`) });

  // An edit is signed again: the store keeps the newer signature.
  await own.getByRole('button', { name: 'Edit' }).click();
  await expect(reviews.getByRole('heading', { name: 'Edit your review' })).toBeVisible();
  await writeReview(page, '2 stars', `${text} Edited: slower today.`, 'Sign and save');
  await expect(own).toContainText('Edited: slower today.');
  await expect(own).toContainText('edited');
  await expect(own.getByRole('img', { name: '2 stars out of 5' })).toBeVisible();
  expect(wallet.signatures).toBe(before + 2);
  await own.getByText('Check signature').click();
  await expect(own.getByTestId('signed-message')).toContainText(
    `DAPPX review\nApp: ${reviewedApp}\nWallet: ${wallet.account.address.toLowerCase()}`,
  );
  await expect(own.getByTestId('signature')).toHaveText(/^0x[0-9a-f]{130}$/);
}

/** Opens the console's decision on the reported review, gives the reason and confirms. */
async function decide(item: Locator, button: string, title: string, reason: string, confirm: string) {
  await item.getByRole('button', { name: button, exact: true }).click();
  const dialog = item.page().getByRole('dialog', { name: title });
  await expect(dialog.getByRole('button', { name: confirm })).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await dialog.getByRole('button', { name: confirm }).click();
  await expect(dialog).toHaveCount(0);
}

/**
 * The console: a support operator hides the reported review with a reason, its author sees it hidden
 * with that reason, and the operator shows it again.
 */
async function moderate(browser: Browser, author: Page, text: string) {
  const page = await (await browser.newContext({ baseURL: process.env.E2E_BASE_URL })).newPage();
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInToConsole(page, 'support');
  await page.getByRole('menuitem', { name: 'Reported reviews' }).click();
  const reported = page.getByTestId('reported-review').filter({ hasText: text });
  await expect(reported).toContainText('1 report');
  await expect(reported).toContainText('Off-topic');
  await expect(reported).toContainText('Talks about another app.');
  await page.screenshot({ path: path.join(screenshots, 'console-1440.png') });
  const reason = 'About another app, not this one.';
  await decide(reported, 'Hide', 'Hide this review', reason, 'Hide it');
  await expect(reported).toHaveCount(0);

  await author.reload();
  await expect(reviewsOf(author).getByTestId('review-hidden')).toHaveText(
    `Hidden by the moderators: ${reason}`,
  );
  await reviewsOf(author)
    .getByTestId('own-review')
    .screenshot({ path: path.join(screenshots, 'hidden-1440.png') });

  await page.getByRole('tab', { name: 'Hidden' }).click();
  const hidden = page.getByTestId('reported-review').filter({ hasText: text });
  await expect(hidden).toContainText(`Hidden on`);
  await decide(
    hidden,
    'Show again',
    'Show this review again',
    'Read again: it is about this app.',
    'Show it again',
  );
  await expect(hidden).toHaveCount(0);
  await author.reload();
  await expect(reviewsOf(author).getByTestId('own-review')).toContainText(text);
  await expect(reviewsOf(author).getByTestId('review-hidden')).toHaveCount(0);
  await page.context().close();
}

for (const width of [1440, 390]) {
  test(`a wallet that used the app reviews it and edits its review, another reports it, a visitor reads it at ${width} px`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 900 });
    const author = await signedInWallet(page, `review-author-${width}`);
    await useTheApp(author);
    const text = `Staking took one click, ${Date.now()}.`;
    await authorWrites(page, author, width, text);

    const reporter = await anotherReader(browser, width, `review-reporter-${width}`);
    await reporter.page.goto(reviewsPage);
    const theirs = reviewsOf(reporter.page).getByTestId('review').filter({ hasText: text });
    await theirs.getByRole('button', { name: 'Report' }).click();
    const dialog = reporter.page.getByRole('dialog', { name: 'Report this review' });
    await dialog.getByRole('radio', { name: 'Off-topic' }).check();
    await dialog.getByRole('textbox').fill('Talks about another app.');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Thanks: the moderators will look at it.');
    await reporter.page.screenshot({ path: path.join(screenshots, `report-${width}.png`) });
    await reporter.page.context().close();

    // A visitor, signed out, reads it with its author's use of the app and is told how to write one.
    const visitor = await (await browser.newContext({ baseURL: process.env.E2E_BASE_URL })).newPage();
    await visitor.setViewportSize({ width, height: 900 });
    await visitor.goto(reviewsPage);
    const section = reviewsOf(visitor);
    await expect(section.getByTestId('reviews-summary-overall')).toContainText(/All reviews/);
    const read = section.getByTestId('review').filter({ hasText: text });
    await expect(read.getByTestId('review-author')).toContainText(
      /^0x[0-9a-f]{2}…[0-9a-f]{4} · used 1 time since/,
    );
    await expect(read.getByTestId('review-language')).toHaveText('ENWritten in English');
    await expect(section.getByTestId('reviews-signed-out')).toHaveText(
      'Sign in with the wallet you used this app with to review it.',
    );
    await expect(read.getByRole('button', { name: 'Report' })).toHaveCount(0);
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await read.scrollIntoViewIfNeeded();
    await visitor.screenshot({ path: path.join(screenshots, `read-${width}.png`) });
    await visitor.context().close();

    if (width === 1440) await moderate(browser, page, text);
  });

  test(`a wallet that never used the app is told why it may not review it at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signedInWallet(page, `review-stranger-${width}`);
    await page.goto(reviewsPage);
    await expect(reviewsOf(page).getByTestId('review-refusal')).toHaveText(
      'Only wallets that used this app in the last 90 days can review it, and the indexer counted no transaction from this wallet to its contracts in that time.',
    );
    await expect(reviewsOf(page).getByRole('radiogroup')).toHaveCount(0);
    // On the demo chains the page offers a first use of the dapp, which the next test takes.
    await expect(reviewsOf(page).getByRole('button', { name: /^Stake 1 \w+ in it$/ })).toBeVisible();
  });
}

test('a new wallet uses the demo dapp from its page, and once the indexer counts it, reviews it', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 390, height: 900 });
  const wallet = await signedInWallet(page, 'review-try-out');
  await page.goto(reviewsPage);
  const reviews = reviewsOf(page);
  await expect(reviews.getByTestId('review-refusal')).toBeVisible();
  const sentBefore = wallet.sent.length;
  await reviews.getByRole('button', { name: /^Stake 1 \w+ in it$/ }).click();
  // Two real transactions: the token's approval, then the stake in the dapp's vault.
  await expect(reviews.getByRole('status')).toContainText('Staked.', { timeout: 60_000 });
  expect(wallet.sent.length - sentBefore).toBe(2);
  await expect(reviews.getByRole('radiogroup')).toBeVisible({ timeout: 60_000 });
  await expect(reviews.getByTestId('review-refusal')).toHaveCount(0);
  const text = `Tried it from the store itself ${Date.now()}`;
  await writeReview(page, '5 stars', text, 'Sign and post');
  const own = reviews.getByTestId('own-review');
  await expect(own).toContainText(text);
  await expect(own.getByTestId('review-author')).toContainText(/· used 1 time since \w+/);
  await reviews.screenshot({ path: path.join(screenshots, 'try-out-390.png') });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

/** Chooses Spanish in the header's switcher. */
async function inSpanish(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /language|idioma/i })
    .click();
  await page.getByRole('menuitem', { name: 'Español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
}

test('in Spanish, a wallet that used the app writes its review in Spanish, and the method page lists the labels', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 900 });
  const author = await signedInWallet(page, 'review-author-es');
  await useTheApp(author);
  await page.goto(reviewsPage);
  await inSpanish(page);
  const reviews = reviewsOf(page);
  await expect(reviews.getByRole('heading', { name: 'Escribe una reseña' })).toBeVisible();
  // The review's language is the page's unless the author picks another.
  await expect(reviews.getByRole('combobox', { name: 'Idioma de la reseña' })).toHaveText('español');
  const text = `Depositar fue rápido y claro, ${Date.now()}.`;
  await reviews.getByRole('radio', { name: '5 estrellas' }).check();
  await reviews.getByRole('textbox', { name: 'Tu reseña' }).fill(text);
  await reviews.getByRole('button', { name: 'Firmar y publicar' }).click();
  const own = reviews.getByTestId('own-review');
  await expect(own).toContainText(text);
  await expect(reviews.getByText('Tu reseña está publicada, firmada por tu billetera.')).toBeVisible();
  await expect(own.getByTestId('review-language')).toHaveText('ESEscrita en español');
  await expect(own.getByTestId('review-author')).toContainText(/· la usó 1 vez desde \p{L}+/u);
  await expect(own.getByRole('img', { name: '5 estrellas de 5' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await reviews.screenshot({ path: path.join(screenshots, 'written-es-390.png') });

  await page.goto('/rankings/method');
  const method = page.getByRole('region', { name: 'Resúmenes de reseñas' });
  await expect(method).toContainText('en los últimos 90 días');
  await expect(method.getByTestId('review-summary-rules').getByRole('listitem')).toHaveCount(9);
  await expect(method.getByTestId('review-summary-rules').getByRole('listitem').nth(1)).toHaveText(
    'Muy positivas: al menos el 80\u00a0% de al menos 50 reseñas contadas',
  );
  await expectAccessible(page);
  await method.screenshot({ path: path.join(screenshots, 'method-es-390.png') });
});
