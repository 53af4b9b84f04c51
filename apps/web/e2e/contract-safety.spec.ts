import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures';

// The demo lists, for Aave, its staking vault, a rewards programme behind an upgradeable proxy its studio
// upgraded once, and a points token its studio can mint: the panel has something to say of each. The
// store's indexer reads them a few at a time once it listens.

const screenshots = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../test-results/contract-safety',
);

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(180_000);
  const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  const unread = async () => {
    const answer = (await (await request.get('/v1/contract-safety?app=aave')).json()) as {
      summary: { contracts: number; unread: number };
    };
    return answer.summary.contracts > 0 ? answer.summary.unread : -1;
  };
  await expect.poll(unread, { timeout: 170_000, intervals: [1_000] }).toBe(0);
  await request.dispose();
});

for (const width of [1440, 390]) {
  test(`an app’s transactions page shows what the chain says of its contracts at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/rankings/aave/transactions');
    const panel = page.getByRole('region', { name: 'Contract safety' });
    await expect(panel.getByTestId('safety-summary')).toHaveText(
      '3 contracts, all proven; one upgradeable by a single wallet',
    );
    const contracts = panel.getByTestId('safety-contract');
    await expect(contracts).toHaveCount(3);
    const proxy = contracts.filter({ hasText: 'Upgradeable proxy (EIP-1967)' });
    await expect(proxy.locator('[data-fact="proxy"]')).toContainText(
      /a single wallet 0x[0-9a-f]{4}…[0-9a-f]{4} can replace its code\s*Last upgraded in block [\d,]+ on/,
    );
    await expect(proxy.locator('[data-fact="privileged"]')).toContainText(
      'setFee(uint256): Can change the fees you pay',
    );
    const token = contracts
      .filter({ hasText: 'mint(address,uint256)' })
      .filter({ hasText: 'Not upgradeable' });
    await expect(token.locator('[data-fact="owner"]')).toContainText('Owned by a single wallet');
    await expect(token.locator('[data-fact="privileged"]')).toContainText('Can create new tokens at will');
    // Nothing of the panel runs off a phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    // The whole page from its top: the fixed header would cover a panel taller than the window.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(screenshots, `aave-${width}.png`), fullPage: true });
  });
}

test('a game’s page shows its contracts’ facts below its figures', async ({ page, request }) => {
  await expect
    .poll(
      async () =>
        (
          (await (await request.get('/v1/contract-safety?app=game-arena')).json()) as {
            summary: { unread: number };
          }
        ).summary.unread,
      {
        timeout: 60_000,
      },
    )
    .toBe(0);
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/games/game-arena');
  const panel = page.getByRole('region', { name: 'Contract safety' });
  await expect(panel.getByTestId('safety-summary')).toHaveText(
    '1 contract, proven by its team; none upgradeable',
  );
  await expect(panel.locator('[data-fact="code"]')).toContainText('There is contract code at this address');
});
