import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import pg from 'pg';

const here = path.dirname(fileURLToPath(import.meta.url));
const cliEntry = path.resolve(here, '../../server/dist/cli.js');

/** The real admin command, against the e2e server's database. */
export async function admin(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [cliEntry, ...args], {
    env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL },
  });
  return stdout.trim();
}

/** One statement against the e2e server's database, for what no screen or command sets up. */
export async function sql(text: string, values: unknown[] = []): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Mails the server wrote to its outbox, newest last. */
export async function outbox(): Promise<string[]> {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const files = (await fs.readdir(dir).catch(() => [] as string[])).sort();
  return Promise.all(files.map((file) => fs.readFile(path.join(dir, file), 'utf8')));
}

/** Fails on serious or critical accessibility violations, naming each. */
export async function expectAccessible(page: Page) {
  // Contrast is judged on what settles: wait for finite transitions (a dialog fading in) to end.
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
        ),
    undefined,
    { timeout: 5_000 },
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    blocking.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).join(', ')}`,
    ),
  ).toEqual([]);
}

type Fixtures = { consoleProblems: string[] };

/**
 * Every test runs against the e2e server, and fails if the page logged a CSP violation or an
 * uncaught error: a strict CSP that breaks the app must not pass silently.
 */
export const test = base.extend<Fixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for.
  baseURL: async ({}, use) => use(process.env.E2E_BASE_URL),
  consoleProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (/Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
      });
      await use(problems);
      expect(problems).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * An amount as the page shows it, and not the tail or head of a bigger number: shown('0 ACE') matches
 * 'Stake0 ACE' but not '100 ACE', shown('2.5') not '12.5' or '2.55'.
 */
export const shown = (text: string) =>
  new RegExp(`(?<![\\d.,])${text.replace(/[.+]/g, (c) => `\\${c}`)}(?![.,]?\\d)`);

/**
 * An <img> that shows real artwork: it loaded (a broken or empty picture has no natural width) and is
 * not a tile of one or two letters, what the store showed before it had artwork. Returns the SVG text.
 */
export async function expectArtwork(image: Locator): Promise<string> {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const svg = await image.evaluate(async (img: HTMLImageElement) => (await fetch(img.currentSrc)).text());
  expect(svg).not.toMatch(/<text[^>]*>\s*[A-Z0-9]{1,2}\s*<\/text>/);
  return svg;
}

/**
 * The next request to `pattern` goes to the real server once released: held back in the browser until
 * the wait it shows ('Processing your request') has been seen, which a fast answer can otherwise close first.
 */
export async function holdNext(page: Page, pattern: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let first = true;
  // The route stays for the rest of the page's life, letting later requests through: removed after its
  // one use ({ times: 1 }), it left a request sent just after without an answer on CI (the balances'
  // refetch after a stake), so the dialog waited on it for good.
  await page.route(pattern, async (route) => {
    if (first) {
      first = false;
      await held;
    }
    await route.continue();
  });
  return release;
}

/**
 * OK on a money outcome reloads the page (spec, section 2): clicks it, waits for the new page to load
 * and for every balance tile to have read its figure, so what follows checks the reloaded page and not
 * the one going away. A full reload on a loaded two-core machine takes several seconds.
 */
export async function okReloads(dialog: Locator) {
  const page = dialog.page();
  await Promise.all([
    page.waitForEvent('load', { timeout: 20_000 }),
    dialog.getByRole('button', { name: 'OK' }).click(),
  ]);
  // The new page's tiles first have to be there (right after the load event the app has not drawn
  // them yet, and no tile at all is also no tile reading), then none may still be reading.
  await expect(page.locator('[role="group"][aria-busy]').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[role="group"][aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
}

/**
 * A withdrawal's two clicks: Continue on the form, then Withdraw on its confirmation, which says what
 * leaves, each fee and what is left. Returns the confirmation for a test that reads it.
 */
export async function confirmWithdraw(page: Page, dialog: Locator) {
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm withdrawal' });
  await confirm.getByRole('button', { name: 'Withdraw', exact: true }).click();
  return confirm;
}

/**
 * A transfer's amount and its two Continues: on the form, then on its confirmation. What follows (the
 * outcome's dialog) is the test's to check.
 */
export async function confirmTransfer(page: Page, dialog: Locator, amount: string) {
  await dialog.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await page
    .getByRole('dialog', { name: 'Confirm Transfer' })
    .getByRole('button', { name: 'Continue' })
    .click();
}

/** Chooses a language in the header's switcher (its name is in the page's language). */
export async function switchLanguage(page: Page, name: 'English' | 'Español' | 'Português', lang: string) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /language|idioma/i })
    .click();
  await page.getByRole('menuitem', { name }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}
