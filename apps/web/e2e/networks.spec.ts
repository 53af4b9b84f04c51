import type { Page } from '@playwright/test';
import { demoTokenAbi } from '@dappx/contracts';
import { createPublicClient, http, parseUnits, type Address } from 'viem';
import { confirmWithdraw, expect, expectAccessible, shown, test } from './fixtures';
import { register, unique, verifyEmail } from './sign-in-helpers';
import { TestWallet } from './test-wallet';

// A wallet on chain 0x2a (42) uses that network's own token pair and Vault (spec, section 9): its
// deposits and withdrawals go there and land in the same store balances as the Acent network's.

const vaultTile = (page: Page) =>
  page.getByRole('main').getByRole('group', { name: 'Acent Vault', exact: true });

/** The ACE figure of the vault tile once read, in base units. */
async function vaultUnits(page: Page): Promise<bigint> {
  await expect(vaultTile(page)).toHaveAttribute('aria-busy', 'false');
  const figure = /([\d,]+(?:\.\d{1,6})?) ACE/.exec((await vaultTile(page).textContent()) ?? '')?.[1];
  if (!figure) throw new Error('no ACE amount in the vault tile');
  return parseUnits(figure.replaceAll(',', ''), 18);
}

/** The wallet's ACE on each L1 network, read from the chains themselves. */
async function aceByNetwork(wallet: TestWallet) {
  const info = await wallet.demoChains();
  const balances = await Promise.all(
    info.networks.map((network) =>
      createPublicClient({ transport: http(network.rpcUrl) }).readContract({
        address: network.contracts.ace as Address,
        abi: demoTokenAbi,
        functionName: 'balanceOf',
        args: [wallet.account.address],
      }),
    ),
  );
  return Object.fromEntries(info.networks.map((network, i) => [network.chainId, balances[i]!]));
}

/** A test wallet on chain 0x2a, registered (and funded on both networks) from the home page. */
async function onTestnet(page: Page, name: string) {
  const wallet = new TestWallet();
  wallet.chainId = 42;
  await wallet.install(page);
  const email = unique(name);
  await register(page, email);
  await expect(page.evaluate(() => localStorage.getItem('current_network'))).resolves.toBe('0x2a');
  return { wallet, email };
}

test.describe('a wallet on chain 0x2a', () => {
  test.describe.configure({ timeout: 150_000 });

  test("deposits ACE into that network's Vault, and the store's vault rises by the amount", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const { wallet } = await onTestnet(page, 'network-deposit');
    await page.goto('/user-profile/ace');
    await expect(page.getByRole('complementary', { name: /wallet/i })).toContainText('Ethereum');
    const vaultBefore = await vaultUnits(page);
    await page.screenshot({ path: 'test-results/networks/profile-0x2a-1440.png' });

    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Deposit ACE' });
    await expect(dialog.getByTestId('wallet-balance')).toHaveText('100,000 ACE');
    await dialog.getByRole('textbox', { name: 'Amount' }).fill('12.5');
    await expectAccessible(page);
    await page.screenshot({ path: 'test-results/networks/deposit-0x2a-1440.png' });
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await page
      .getByRole('dialog', { name: 'Confirm Deposit ACE' })
      .getByRole('button', { name: 'Submit' })
      .click();
    const done = page.getByRole('dialog', { name: 'Your deposit is on its way!' });
    await expect(done).toBeVisible({ timeout: 60_000 });
    await done.getByRole('button', { name: 'OK' }).click();

    // Approve and deposit went to chain 42's own token and Vault; the Acent ACE was not touched.
    expect(wallet.sent).toHaveLength(2);
    const testnet = (await wallet.demoChains()).networks.find((network) => network.chainId === 42)!;
    const receipt = await (await wallet.node()).getTransactionReceipt({ hash: wallet.sent[1]! });
    expect(receipt.to?.toLowerCase()).toBe(testnet.contracts.vault.toLowerCase());
    // Registration gave the wallet 100,000 ACE on each network.
    expect(await aceByNetwork(wallet)).toEqual({
      8888: parseUnits('100000', 18),
      42: parseUnits('100000', 18) - parseUnits('12.5', 18),
    });
    await expect
      .poll(
        async () => {
          await page.reload();
          return vaultUnits(page);
        },
        { timeout: 30_000, intervals: [500] },
      )
      .toBe(vaultBefore + parseUnits('12.5', 18));
    // The side panel's wallet tokens are chain 42's: its ACE is down by the deposit, the Acent ACE is not.
    const tokens = page.getByRole('list', { name: 'Tokens' });
    await expect(tokens).toContainText('99,987.5');
    await tokens.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/networks/side-panel-0x2a-1440.png' });
  });

  test("withdraws ACE through that network's Vault, to the wallet there", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { wallet, email } = await onTestnet(page, 'network-withdraw');
    await verifyEmail(page, email);
    await page.goto('/user-profile/ace');
    await expect(vaultTile(page)).toContainText(shown('1,000 ACE'));
    await page.screenshot({ path: 'test-results/networks/profile-0x2a-390.png', fullPage: true });
    const walletBefore = await aceByNetwork(wallet);
    // The deposit dialog reads the wallet's ACE on chain 42 too.
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const deposit = page.getByRole('dialog', { name: 'Deposit ACE' });
    await expect(deposit.getByTestId('wallet-balance')).toHaveText('100,000 ACE');
    await page.screenshot({ path: 'test-results/networks/deposit-0x2a-390.png' });
    await deposit.getByRole('button', { name: 'Cancel' }).click();
    await expect(deposit).toBeHidden();

    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw ACE' });
    await dialog.getByRole('textbox', { name: 'Withdraw Amount' }).fill('30');
    await page.screenshot({ path: 'test-results/networks/withdraw-0x2a-390.png' });
    await confirmWithdraw(page, dialog);
    await expect(page.getByRole('dialog', { name: 'Your withdrawal is on its way!' })).toBeVisible({
      timeout: 30_000,
    });
    expect(await aceByNetwork(wallet)).toEqual({
      8888: walletBefore[8888],
      42: walletBefore[42]! + parseUnits('30', 18),
    });
    expect(wallet.chainId).toBe(42);
  });
});
