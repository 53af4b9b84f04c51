import type { Page } from '@playwright/test';
import { expect, expectAccessible, holdNext, okReloads, shown, test } from './fixtures';
import { register, unique } from './sign-in-helpers';
import { TestWallet } from './test-wallet';

// Staking, seasons and history in the wallet area, signed in through the injected wallet, against the
// real server and database: every amount below is what the ledger holds after the clicks.

async function signedIn(page: Page, name: string) {
  const wallet = new TestWallet();
  await wallet.install(page);
  await register(page, unique(name));
  return wallet;
}

/** Moves `amount` of a token from the vault to the active balance through the API, as the page's user. */
async function toActive(page: Page, token: 'acent' | 'dappx', amount: string) {
  const session = await page.evaluate(() => localStorage.getItem('session-id'));
  const answer = await page.request.post(`/users/${token}/transfer/vault-to-active`, {
    headers: { 'session-id': session ?? '' },
    data: { amount },
  });
  expect(answer.ok()).toBe(true);
}

const tile = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true });

test.describe('governance staking', () => {
  test('activates, stakes with fees, then unstakes inside the penalty window', async ({ page }) => {
    // Two outcomes whose OK reloads the whole page, each several seconds on a loaded CI machine.
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signedIn(page, 'governance');
    await toActive(page, 'acent', '500');
    await page.goto('/user-profile/ace');

    const governance = page.getByRole('region', { name: 'Governance Stake' });
    await expect(governance.getByRole('button', { name: 'Unstake' })).toBeDisabled();
    await governance.getByRole('button', { name: 'Stake', exact: true }).click();
    await expect(page.getByRole('menu')).toContainText('Select Stake Type');
    await page.getByRole('menuitem', { name: 'Metaweb Governance Stake' }).click();

    const activation = page.getByRole('dialog', { name: 'Stake Activation' });
    await expect(activation).toContainText(
      'The ACE governance stake needs a one-time activation fee of 1 ACE.',
    );
    await activation.getByRole('button', { name: 'Continue' }).click();
    await expect(activation.getByRole('alert')).toHaveText(
      'Tick the box to confirm you have read the terms above.',
    );
    await activation.getByRole('checkbox').check();
    await activation.getByRole('button', { name: 'Continue' }).click();

    const stake = page.getByRole('dialog', { name: 'Stake ACE in governance' });
    await expect(stake).toBeVisible();
    await expectAccessible(page);
    const amount = stake.getByRole('textbox', { name: 'Amount' });
    const proceed = stake.getByRole('button', { name: 'Continue' });
    // Checked as it is typed: the problem shows at once and Continue waits, saying why.
    await expect(proceed).toBeDisabled();
    await amount.fill('0');
    await expect(stake.getByRole('alert')).toHaveText('Invalid input!');
    await amount.fill('100');
    await expect(proceed).toBeDisabled();
    await expect(proceed).toHaveAccessibleDescription(
      'Tick the box to confirm you have read the terms above.',
    );
    await stake.getByRole('checkbox').check();
    await amount.fill('600');
    await expect(stake.getByRole('alert')).toHaveText('Insufficient balance!');
    await expect(proceed).toBeDisabled();
    await amount.fill('0.5');
    await expect(stake.getByRole('alert')).toHaveText('Your stake amount is below the minimum limit!');
    await stake.getByRole('button', { name: 'Max' }).click();
    await expect(amount).toHaveValue('489.215686'); // 499 active after the fee, less 2 % fees on top
    await amount.fill('100');
    await stake.getByRole('button', { name: 'Continue' }).click();

    const preview = page.getByRole('dialog', { name: 'Preview' });
    await expect(preview).toContainText(shown('100 ACE'));
    await expect(preview).toContainText(shown('2 ACE'));
    await expect(preview).toContainText(shown('397 ACE'));
    const release = await holdNext(page, '**/governance-pledging/pledge');
    await preview.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('dialog', { name: 'Processing your request' })).toBeVisible();
    release();
    const done = page.getByRole('dialog', { name: 'Staking Successful!' });
    await expect(done).toContainText('You staked 100 ACE.');
    await okReloads(done);

    await expect(tile(page, 'Active Acent')).toContainText(shown('397'));
    await expect(governance.getByRole('group', { name: 'Stake', exact: true })).toContainText(shown('100'));
    // One way of writing a moment everywhere: the page language's date with its time.
    await expect(page.getByRole('table', { name: /history/i })).toContainText(
      /Stake[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d\d:\d\d\s[AP]M100 ACE$/,
    );

    await governance.getByRole('button', { name: 'Unstake' }).click();
    const unstake = page.getByRole('dialog', { name: 'Unstake ACE Governance' });
    await expect(unstake.getByTestId('penalty-notice')).toContainText(/Penalty ends in 7[01]:\d\d:\d\d/);
    const before = await unstake.getByTestId('penalty-notice').textContent();
    await expect(unstake.getByTestId('penalty-notice')).not.toHaveText(before ?? '', { timeout: 3_000 });
    await unstake.getByRole('textbox', { name: 'Amount' }).fill('200');
    await expect(unstake.getByRole('alert')).toHaveText(
      'Unpledge amount is greater than the current pledge!',
    );
    await expect(unstake.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await unstake.getByRole('button', { name: 'Max' }).click();
    await unstake.getByRole('button', { name: 'Continue' }).click();
    const unstakePreview = page.getByRole('dialog', { name: 'Preview' });
    await expect(unstakePreview).toContainText(shown('2 ACE')); // 2 % inside the window
    await unstakePreview.getByRole('button', { name: 'Submit' }).click();
    const unstaked = page.getByRole('dialog', { name: 'Unstake Successful!' });
    await expect(unstaked).toBeVisible();
    await okReloads(unstaked);
    await expect(tile(page, 'Active Acent')).toContainText(shown('495'));
    await expect(governance.getByRole('button', { name: 'Unstake' })).toBeDisabled();

    // On a phone in Spanish, the longest way of writing these rows, the history fits: no sideways
    // scrolling, and the amount stays in view.
    await page.evaluate(() => localStorage.setItem('language', 'es'));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    const history = page.getByRole('table', { name: 'Historial de stake de gobernanza de ACE' });
    await expect(history.getByRole('row')).toHaveCount(3);
    const amountColumn = history.getByRole('columnheader', { name: 'Monto' });
    // Sideways: its right edge within the screen, with nothing around it scrolled or to scroll.
    expect(
      await amountColumn.evaluate((cell) => {
        const fits = (element: Element) => element.scrollWidth <= element.clientWidth;
        const ancestors: Element[] = [];
        for (let node = cell.parentElement; node; node = node.parentElement) ancestors.push(node);
        return cell.getBoundingClientRect().right <= window.innerWidth && ancestors.every(fits);
      }),
    ).toBe(true);
    await expect(history.getByRole('row').nth(1)).toContainText(/100 ACE$/);
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways).toBe(0);
    expect(await history.evaluate((table) => table.getBoundingClientRect().right <= window.innerWidth)).toBe(
      true,
    );
  });
});

test.describe('season stake', () => {
  test('stakes in a ranged season and shows it in the participation table', async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signedIn(page, 'season');
    await toActive(page, 'acent', '600');
    await page.goto('/user-profile/ace');
    const governance = page.getByRole('region', { name: 'Governance Stake' });
    await governance.getByRole('button', { name: 'Stake', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Season Stake' }).click();

    const dialog = page.getByRole('dialog', { name: 'Season Stake' });
    const ranged = dialog.getByRole('row').filter({ hasText: /^Season \d+/ });
    const fixed = dialog.getByRole('row').filter({ hasText: 'Founders Pass' });
    await expect(fixed).toContainText('Founders Pass 2100 ACE');
    const amount = ranged.getByRole('textbox');
    await ranged.getByRole('button', { name: 'Stake' }).click();
    await expect(ranged.getByRole('alert')).toHaveText('Invalid input!');
    await amount.fill('5');
    await ranged.getByRole('button', { name: 'Stake' }).click();
    await expect(ranged.getByRole('alert')).toHaveText('Your Stake amount is below the minimum limit!');
    await amount.fill('501');
    await ranged.getByRole('button', { name: 'Stake' }).click();
    await expect(ranged.getByRole('alert')).toHaveText('Stake amount is greater than the maximum limit!');
    await amount.fill('50.5');
    await ranged.getByRole('button', { name: 'Stake' }).click();
    // Nothing is staked before the preview has said what it costs and for how long it is locked.
    const preview = page.getByRole('dialog', { name: 'Preview' });
    await expect(preview).toContainText(/Stake in Season \d+50\.5 ACE/);
    await expect(preview).toContainText('FeeNone');
    await expect(preview).toContainText(`Active ACE after${'549.5 ACE'}`);
    await expect(preview).toContainText(/Locked for \d+ days? after that, until[A-Z][a-z]{2} \d+, \d{4}/);
    await expect(preview).toContainText('cannot be taken back');
    await preview.getByRole('button', { name: 'Cancel' }).click();
    // Back on the form with the amount kept; nothing was staked (the balance below ends at 549.5, one stake).
    await expect(ranged.getByRole('textbox')).toHaveValue('50.5');
    await expect(dialog).toContainText('Active ACE available: 600 ACE');
    await ranged.getByRole('button', { name: 'Stake' }).click();
    const release = await holdNext(page, '**/users/acent/createPledge');
    await preview.getByRole('button', { name: 'Stake and lock' }).click();
    await expect(page.getByRole('dialog', { name: 'Processing your request' })).toBeVisible();
    release();
    const done = page.getByRole('dialog', { name: 'Staking Successful!' });
    await expect(done).toBeVisible();
    await done.getByRole('button', { name: 'OK' }).click();

    const seasons = page.getByRole('region', { name: 'Stake', exact: true });
    await expect(seasons).toContainText('Current Season');
    await expect(seasons).toContainText(shown('50.5 ACE'));
    const row = seasons.getByRole('table', { name: 'Participation' }).getByRole('row').nth(1);
    await expect(row).toContainText(/Season \d+/);
    await expect(row).toContainText(/\d+d \d+h \d+m \d+s/);
    await expect(row.getByRole('button', { name: 'Staking' })).toBeDisabled();
    await expect(tile(page, 'Active Acent')).toContainText(shown('549.5'));
  });
});

test.describe('season stake on a phone', () => {
  test('each season is a card with its own Stake button in view, and nothing scrolls sideways', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signedIn(page, 'season-phone');
    await page.goto('/user-profile/ace');
    const governance = page.getByRole('region', { name: 'Governance Stake' });
    await governance.getByRole('button', { name: 'Stake', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Season Stake' }).click();

    const dialog = page.getByRole('dialog', { name: 'Season Stake' });
    const seasons = dialog.getByRole('listitem');
    await expect(seasons.first()).toBeVisible();
    for (const season of await seasons.all()) {
      const stake = await season.getByRole('button', { name: 'Stake' }).boundingBox();
      const card = await season.boundingBox();
      expect(stake!.x).toBeGreaterThanOrEqual(card!.x);
      expect(stake!.x + stake!.width).toBeLessThanOrEqual(Math.min(card!.x + card!.width, 390));
    }
    const scrollsSideways = await dialog.evaluate((root) =>
      [root, ...root.querySelectorAll('*')].some(
        (node) => node.scrollWidth > node.clientWidth + 1 && getComputedStyle(node).overflowX !== 'visible',
      ),
    );
    expect(scrollsSideways).toBe(false);
    await page.screenshot({ path: 'test-results/season-stake-390.png' });
    // Its help mark explains the words of the wallet area, the season stake among them.
    await dialog.getByRole('button', { name: 'What these words mean' }).click();
    const glossary = page.getByRole('dialog', { name: 'Glossary' });
    await expect(glossary).toContainText('Season stake');
    await expect(glossary).toContainText('cannot be taken back early');
    await page.screenshot({ path: 'test-results/glossary-390.png' });
  });
});

test.describe('DAPPX staking', () => {
  test('activates for its ACE fee, stakes, and shows the holding-period penalty on unstake', async ({
    page,
  }) => {
    // An outcome whose OK reloads the whole page: several seconds on a loaded CI machine.
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signedIn(page, 'dappx');
    await toActive(page, 'acent', '10');
    await toActive(page, 'dappx', '200');
    await page.goto('/user-profile/dappx');
    const unstakeButton = page.getByRole('button', { name: 'Unstake DAPPX' });
    await expect(unstakeButton).toBeDisabled();
    await page.getByRole('button', { name: 'Stake DAPPX', exact: true }).click();
    const activation = page.getByRole('dialog', { name: 'Stake Activation' });
    await expect(activation).toContainText('DAPPX staking needs a one-time activation fee of 5 ACE.');
    await activation.getByRole('checkbox').check();
    await activation.getByRole('button', { name: 'Continue' }).click();

    const stake = page.getByRole('dialog', { name: 'Stake DAPPX' });
    await stake.getByRole('checkbox').check();
    await stake.getByRole('textbox', { name: 'Amount' }).fill('5');
    await expect(stake.getByRole('alert')).toHaveText(
      'Pledge amount is below the minimum amount per transaction.',
    );
    await expect(stake.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await stake.getByRole('textbox', { name: 'Amount' }).fill('150');
    await stake.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('dialog', { name: 'Preview' }).getByRole('button', { name: 'Submit' }).click();
    const done = page.getByRole('dialog', { name: 'Staking Successful!' });
    await okReloads(done);

    await expect(tile(page, 'Staked')).toContainText(shown('150'));
    await expect(unstakeButton).toBeEnabled();
    await unstakeButton.click();
    const unstake = page.getByRole('dialog', { name: 'Unstake DAPPX' });
    await expect(unstake.getByTestId('penalty-notice')).toContainText(/Penalty ends in 2[34]:\d\d:\d\d/);
    await unstake.getByRole('textbox', { name: 'Amount' }).fill('100');
    await expect(unstake).toContainText(shown('5 DAPPX')); // 5 % penalty inside the holding period
    await expect(unstake).toContainText(shown('2 ACE'));
    await expectAccessible(page);
  });
});

test.describe('ACE staked per token', () => {
  test('stakes ACE beside the governance stake and unstakes it with its fees and penalty', async ({
    page,
  }) => {
    // Two outcomes whose OK reloads the whole page, each several seconds on a loaded CI machine.
    test.setTimeout(120_000);
    await signedIn(page, 'acestake');
    await toActive(page, 'acent', '100');
    await page.goto('/user-profile/ace');
    const unstakeButton = page.getByRole('button', { name: 'Unstake ACE', exact: true });
    await expect(unstakeButton).toBeDisabled();
    await page.getByRole('button', { name: 'Stake ACE', exact: true }).click();
    const activation = page.getByRole('dialog', { name: 'Stake Activation' });
    await activation.getByRole('checkbox').check();
    await activation.getByRole('button', { name: 'Continue' }).click();

    const stake = page.getByRole('dialog', { name: 'Stake ACE' });
    await expect(stake).toContainText(shown('95 ACE')); // 100 active less the 5 ACE activation
    await stake.getByRole('checkbox').check();
    await stake.getByRole('textbox', { name: 'Amount' }).fill('5000.5');
    await expect(stake.getByRole('alert')).toHaveText('Insufficient balance!');
    await stake.getByRole('textbox', { name: 'Amount' }).fill('60');
    await stake.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('dialog', { name: 'Preview' }).getByRole('button', { name: 'Submit' }).click();
    await okReloads(page.getByRole('dialog', { name: 'Staking Successful!' }));

    await expect(tile(page, 'Staked ACE')).toContainText(shown('60'));
    await expect(tile(page, 'Active Acent')).toContainText(shown('35'));
    // The governance stake is another stake: still nothing to unstake there.
    const governance = page.getByRole('region', { name: 'Governance Stake' });
    await expect(governance.getByRole('button', { name: 'Unstake' })).toBeDisabled();

    await unstakeButton.click();
    const unstake = page.getByRole('dialog', { name: 'Unstake ACE' });
    await unstake.getByRole('textbox', { name: 'Amount' }).fill('60.5');
    await expect(unstake.getByRole('alert')).toHaveText('Unstake amount is greater than the current stake!');
    await expect(unstake.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await unstake.getByRole('textbox', { name: 'Amount' }).fill('20');
    await expect(unstake).toContainText(shown('1 ACE')); // 5 % penalty inside the holding period
    await expect(unstake).toContainText(shown('2 ACE')); // core + nitro + UBI
    await unstake.getByRole('button', { name: 'Continue' }).click();
    const preview = page.getByRole('dialog', { name: 'Preview' });
    await expect(preview).toContainText('Active ACE after52 ACE'); // 35 + 20 - 1 - 2
    await preview.getByRole('button', { name: 'Submit' }).click();
    await okReloads(page.getByRole('dialog', { name: 'Unstake Successful!' }));
    await expect(tile(page, 'Staked ACE')).toContainText(shown('40'));
    await expect(tile(page, 'Active Acent')).toContainText(shown('52'));
  });
});
