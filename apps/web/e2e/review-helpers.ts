import type { Page } from '@playwright/test';
import { createWalletClient, http, parseAbi, type Address, type Hex } from 'viem';
import { expect, sql } from './fixtures';
import { register, unique } from './sign-in-helpers';
import { TestWallet } from './test-wallet';

// A wallet that used a demo dapp as anyone would: it stakes some of the ACE the demo gave it in the demo
// vault the catalogue lists as Compound, on the Acent demo chain, and the store's indexer counts it
// among the app's users.

export const reviewedApp = 'compound';
export const reviewsPage = `/rankings/${reviewedApp}/transactions`;

const vaultAbi = parseAbi(['function token() view returns (address)', 'function stake(uint256 amount)']);
const tokenAbi = parseAbi(['function approve(address spender, uint256 amount) returns (bool)']);
const stake = 10n ** 18n;

/** The app's contract on the Acent demo chain, as the store lists it. */
async function vaultContract(wallet: TestWallet): Promise<Address> {
  const answer = (await (await fetch(`${process.env.E2E_BASE_URL}/v1/rankings/${reviewedApp}`)).json()) as {
    contracts: { chain_id: number; address: Address }[];
  };
  const listed = answer.contracts.find((contract) => contract.chain_id === wallet.chainId);
  if (!listed) throw new Error(`${reviewedApp} lists no contract on chain ${wallet.chainId}`);
  return listed.address;
}

/** Stakes 1 ACE in the app's vault from the wallet (a real transaction), and waits until the indexer counts it. */
export async function useTheApp(wallet: TestWallet) {
  const vault = await vaultContract(wallet);
  const node = await wallet.node();
  const token = await node.readContract({ address: vault, abi: vaultAbi, functionName: 'token' });
  const sender = createWalletClient({
    account: wallet.account,
    chain: await wallet.currentChain(),
    transport: http(),
  });
  const sent = async (hash: Hex) =>
    expect((await node.waitForTransactionReceipt({ hash })).status).toBe('success');
  await sent(
    await sender.writeContract({
      address: token,
      abi: tokenAbi,
      functionName: 'approve',
      args: [vault, stake],
    }),
  );
  await sent(
    await sender.writeContract({ address: vault, abi: vaultAbi, functionName: 'stake', args: [stake] }),
  );
  await expect
    .poll(
      async () =>
        (
          await sql('SELECT 1 FROM rankings_hourly_wallets WHERE app_slug = $1 AND wallet = $2', [
            reviewedApp,
            wallet.account.address.toLowerCase(),
          ])
        ).length,
      { timeout: 60_000, intervals: [500] },
    )
    .toBe(1);
}

/** A fresh wallet registered (and funded by the demo) in `page`, signed in there. */
export async function signedInWallet(page: Page, name: string) {
  const wallet = new TestWallet();
  await wallet.install(page);
  await register(page, unique(name));
  return wallet;
}

/** The reviews section of the app's page. */
export const reviewsOf = (page: Page) => page.getByRole('region', { name: /^(Reviews|Reseñas|Avaliações)$/ });
