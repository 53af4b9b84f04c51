import type { Locator, Page } from '@playwright/test';
import { demoTokenAbi } from '@dappx/contracts';
import { shortAddress } from '@dappx/shared/addresses';
import type { ChainsInfo } from '@dappx/shared/chains';
import { parseUnits, type Address } from 'viem';
import { expect, expectAccessible, shown, test } from './fixtures';
import { register, unique } from './sign-in-helpers';
import { TestWallet } from './test-wallet';

// Deposits from the wallet into the store's Vault on the demo L1, with the test wallet sending the real
// approve and deposit transactions and the server's indexer crediting the vault.

const tile = (page: Page, name: string) => page.getByRole('main').getByRole('group', { name, exact: true });

/** The ACE figure a balance tile shows once its balance is read (not the 0 it shows while loading), in base units. */
async function tileUnits(page: Page, name: string): Promise<bigint> {
  await expect(tile(page, name)).toHaveAttribute('aria-busy', 'false');
  const text = (await tile(page, name).textContent()) ?? '';
  const figure = /([\d,]+(?:\.\d{1,6})?) ACE/.exec(text)?.[1];
  if (!figure) throw new Error(`no ACE amount in "${text}"`);
  return parseUnits(figure.replaceAll(',', ''), 18);
}

async function walletAce(wallet: TestWallet): Promise<bigint> {
  const chains = (await (await fetch(`${process.env.E2E_BASE_URL}/v1/chains`)).json()) as ChainsInfo;
  return (await wallet.node()).readContract({
    address: chains.contracts.ace as Address,
    abi: demoTokenAbi,
    functionName: 'balanceOf',
    args: [wallet.account.address],
  });
}

/**
 * The success step's receipt: the deposit's shortened hash and a link, in a new tab, to our explorer's
 * public page of it, which shows it succeeded and the Vault's Deposited event decoded.
 */
async function expectReceipt(page: Page, done: Locator, hash: string) {
  const receipt = done.getByTestId('receipt');
  await expect(receipt).toContainText(shortAddress(hash));
  const link = receipt.getByRole('link', { name: 'View on explorer' });
  await expect(link).toHaveAttribute('href', `/explorer/8888/tx/${hash}`);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  // Opened by a visitor of its own (a tab here would carry no test wallet, and sign the page out).
  const visitor = await page.context().browser()!.newContext();
  const explorer = await visitor.newPage();
  await explorer.goto(new URL((await link.getAttribute('href'))!, page.url()).href);
  await expect(explorer.getByRole('heading', { name: 'Transaction details' })).toBeVisible();
  await expect(explorer.getByText('Success', { exact: true })).toBeVisible();
  await expect(explorer.getByText(hash, { exact: true })).toBeVisible();
  const deposited = explorer.getByRole('listitem', { name: 'Deposited' });
  // Amounts in their token, not in wei; and the value row says the chain's coin is not the tokens moved.
  await expect(deposited).toContainText('amount25.5 ACE');
  await expect(deposited).not.toContainText('25500000000000000000');
  await expect(explorer.getByText('Tokens it moved are in its logs below.', { exact: false })).toBeVisible();
  await expect(explorer).toHaveTitle('Transaction · DAPPX');
  await expectAccessible(explorer);
  await visitor.close();
}

async function openDepositAce(page: Page) {
  await page.goto('/user-profile/ace');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Deposit ACE' });
  await expect(dialog.getByTestId('wallet-balance')).toHaveText('100,000 ACE');
  return dialog;
}

test.describe('deposits', () => {
  // Real transactions and the indexer's confirmations on a busy 2-core machine.
  test.describe.configure({ timeout: 150_000 });

  test('Deposit ACE sends approve and deposit, and the vault rises by the amount once indexed', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const wallet = new TestWallet();
    await wallet.install(page);
    await register(page, unique('deposit'));
    await page.goto('/user-profile/ace');
    const vaultBefore = await tileUnits(page, 'Acent Vault');
    const walletBefore = await walletAce(wallet);

    const dialog = await openDepositAce(page);
    await dialog.getByRole('textbox', { name: 'Amount' }).fill('25.5');
    await expect(dialog).toContainText('USD equivalent: $');
    await expectAccessible(page);
    await page.screenshot({ path: 'test-results/deposit-dialog-1440.png' });
    await dialog.getByRole('button', { name: 'Continue' }).click();

    const preview = page.getByRole('dialog', { name: 'Confirm Deposit ACE' });
    await expect(preview).toContainText(shown('25.5 ACE'));
    await expect(preview).toContainText('Acent Vault');
    await preview.getByRole('button', { name: 'Submit' }).click();

    const done = page.getByRole('dialog', { name: 'Your deposit is on its way!' });
    await expect(done).toBeVisible({ timeout: 60_000 });
    expect(wallet.sent).toHaveLength(2); // approve, then deposit
    await page.screenshot({ path: 'test-results/deposit-done-1440.png' });
    await expectReceipt(page, done, wallet.sent[1]!);
    await done.getByRole('button', { name: 'OK' }).click();
    await expect(done).toBeHidden();

    expect(await walletAce(wallet)).toBe(walletBefore - parseUnits('25.5', 18));
    await expect
      .poll(
        async () => {
          await page.reload();
          return tileUnits(page, 'Acent Vault');
        },
        { timeout: 30_000, intervals: [500] },
      )
      .toBe(vaultBefore + parseUnits('25.5', 18));

    // The history lists it as a deposit numbered by its transaction hash.
    await page.getByRole('button', { name: 'History', exact: true }).click();
    await expect(page.getByRole('list', { name: 'Transaction History' })).toContainText(
      `Tx ${wallet.sent[1]!.slice(0, 10)}`,
    );
  });

  test('says what is wrong with an amount, at 390 px too', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const wallet = new TestWallet();
    await wallet.install(page);
    await register(page, unique('deposit-rules'));
    const dialog = await openDepositAce(page);
    const amount = dialog.getByRole('textbox', { name: 'Amount' });

    const proceed = dialog.getByRole('button', { name: 'Continue' });
    await expect(proceed).toBeDisabled();
    await amount.fill('0');
    await expect(dialog.getByRole('alert')).toHaveText('Amount should be greater than zero.');
    await amount.fill('100000.000001');
    await expect(dialog.getByRole('alert')).toHaveText('Insufficient balance.');
    await expect(proceed).toBeDisabled();
    await amount.fill('1.1234567');
    await expect(amount).toHaveValue('100000.000001'); // a 7th decimal is not taken
    await dialog.getByRole('button', { name: 'Max' }).click();
    await expect(amount).toHaveValue('100000');
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await page.screenshot({ path: 'test-results/deposit-dialog-390.png' });
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('dialog', { name: 'Confirm Deposit ACE' })).toBeVisible();
    await page.screenshot({ path: 'test-results/deposit-preview-390.png' });
    expect(wallet.sent).toEqual([]);
  });

  test('a declined wallet action says so and credits nothing', async ({ page }) => {
    const wallet = new TestWallet();
    await wallet.install(page);
    await register(page, unique('deposit-declined'));
    await page.goto('/user-profile/ace');
    const vaultBefore = await tileUnits(page, 'Acent Vault');

    const dialog = await openDepositAce(page);
    await dialog.getByRole('textbox', { name: 'Amount' }).fill('5');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    wallet.rejectTransactions = true;
    await page
      .getByRole('dialog', { name: 'Confirm Deposit ACE' })
      .getByRole('button', { name: 'Submit' })
      .click();
    const failed = page.getByRole('dialog', { name: 'Deposit ACE' });
    await expect(failed.getByRole('alert')).toHaveText(
      'You declined an action in your wallet. Try again and approve it in your wallet to continue.',
    );
    await failed.getByRole('button', { name: 'OK' }).click();

    expect(wallet.sent).toEqual([]);
    expect(await walletAce(wallet)).toBe(parseUnits('100000', 18));
    await page.waitForTimeout(1_500); // several indexer ticks and a block
    await page.reload();
    expect(await tileUnits(page, 'Acent Vault')).toBe(vaultBefore);
  });

  test('Top Up Using Your Crypto on the DAPPX page opens Deposit DAPPX', async ({ page }) => {
    const wallet = new TestWallet();
    await wallet.install(page);
    await register(page, unique('deposit-topup'));
    await page.goto('/user-profile/dappx');
    await page.getByRole('button', { name: 'Top Up' }).click();
    await page.getByRole('menuitem', { name: 'Top Up Using Your Crypto' }).click();
    const dialog = page.getByRole('dialog', { name: 'Deposit DAPPX' });
    await expect(dialog.getByTestId('wallet-balance')).toHaveText('100,000 DAPPX');
  });
});

test.describe('Buy, Add and Top Up', () => {
  test('on the demo chains Buy explains the demo wallet and sends nobody to an exchange; in Portuguese on a phone', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const wallet = new TestWallet();
    await wallet.install(page);
    await register(page, unique('buy-demo'));
    await page.evaluate(() => localStorage.setItem('language', 'pt'));
    await page.goto('/user-profile/dappx');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
    const main = page.getByRole('main');
    await expect(main.getByRole('button', { name: 'Comprar', exact: true })).toHaveAccessibleDescription(
      'Compre DAPPX com dinheiro em uma exchange, fora desta loja.',
    );
    await expect(main.getByRole('button', { name: 'Adicionar', exact: true })).toHaveAccessibleDescription(
      'Deposite DAPPX da sua carteira no seu cofre da loja.',
    );
    await main.getByRole('button', { name: 'Comprar', exact: true }).click();
    const popover = page.getByRole('presentation').filter({ hasText: 'loja de demonstração' });
    await expect(popover).toContainText('DAPPX é um token de teste sem valor de mercado');
    await expect(popover.getByRole('link')).toHaveCount(0);
    await page.screenshot({ path: 'test-results/buy-demo-pt-390.png' });
  });
});
