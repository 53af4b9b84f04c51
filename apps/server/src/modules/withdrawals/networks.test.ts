import { demoTokenAbi } from '@dappx/contracts';
import type { WithdrawRequest } from '@dappx/shared';
import { eq } from 'drizzle-orm';
import { createPublicClient, http, type Address } from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChainTestApp } from '../../../test/chain-test-app';
import { ledgerInvariants } from '../../../test/ledger-invariants';
import { balanceOf, signUpVerified } from '../../../test/signed-in';
import { redeemVoucher } from '../../../test/withdraw-voucher';
import { settleWithdrawalsTick } from './payout';
import { withdrawals } from './schema';
import { units } from '../../../test/amounts';

type ChainApp = Awaited<ReturnType<typeof createChainTestApp>>;

// Withdrawals on the second L1 network (chain 42, the spec's 0x2a) beside the Acent network (8888): a
// voucher names the network asked for, and only that network's Vault pays it.
describe('withdrawals on two L1 networks', () => {
  let t: ChainApp;

  beforeAll(async () => {
    t = await createChainTestApp({ DEMO_MODE: 'true', SIGN_IN_RATE_LIMIT_MAX: '1000' });
    // Each Vault holds what deposits on its network brought in; here the tokens are minted to them.
    await t.chains.fundWallet(t.chains.contracts.vault);
    await t.chains.fundWallet(t.chains.l1b.contracts.vault);
  }, 120_000);
  afterAll(() => t?.close());

  const verifiedUser = () => signUpVerified(t.app, t.db);
  const call = (session: string, url: string, payload?: Record<string, unknown>) =>
    t.app.inject({
      method: payload ? 'POST' : 'GET',
      url,
      headers: { 'session-id': session },
      ...(payload ? { payload } : {}),
    });
  const balance = (session: string, token: string) => balanceOf(t.app, session, token);
  const requestOn = (session: string, token: string, amount: string, chainId?: number) =>
    call(session, `/users/${token}/withdraw`, { amount, chain_id: chainId });
  const node = (network: 'l1' | 'l1b') =>
    createPublicClient({ transport: http(t.chains[network].rpcUrl), pollingInterval: 50 });
  const tokenBalance = (network: 'l1' | 'l1b', token: Address, owner: Address) =>
    node(network).readContract({
      address: token,
      abi: demoTokenAbi,
      functionName: 'balanceOf',
      args: [owner],
    });
  /** Hands the voucher to `vault` on `network` from the wallet, as the wallet area does. */
  const payOut = async (
    network: 'l1' | 'l1b',
    wallet: PrivateKeyAccount,
    voucher: WithdrawRequest,
    vault = voucher.vault_address,
  ) => redeemVoucher(t.chains[network].rpcUrl, wallet, voucher, vault);
  const expectBooksBalanced = async () =>
    expect(await ledgerInvariants(t.db)).toEqual({ unbalanced: [], negative: [], drift: [] });
  const rowOf = async (id: string) =>
    (await t.db.select().from(withdrawals).where(eq(withdrawals.id, id)))[0];

  it("signs for the network named: only its Vault pays, and that network's loop fulfils it", async () => {
    const { session, wallet } = await verifiedUser();
    const response = await requestOn(session, 'acent', '60', 42);
    expect(response.statusCode, response.body).toBe(200);
    const voucher: WithdrawRequest = response.json();
    expect(voucher).toMatchObject({
      chain_id: 42,
      vault_address: t.chains.l1b.contracts.vault,
      token_address: t.chains.l1b.contracts.ace,
    });
    expect(await balance(session, 'acent')).toBe('938');

    // Replayed on the Acent network's Vault, for its token or the Acent ACE, it pays nothing.
    const acentVault = t.chains.contracts.vault;
    await expect(payOut('l1', wallet, voucher, acentVault)).rejects.toThrow(/InvalidSignature/);
    await expect(
      payOut('l1', wallet, { ...voucher, token_address: t.chains.contracts.ace }, acentVault),
    ).rejects.toThrow(/InvalidSignature/);

    const before = await tokenBalance('l1b', t.chains.l1b.contracts.ace, wallet.address);
    expect((await payOut('l1b', wallet, voucher)).status).toBe('success');
    expect(await tokenBalance('l1b', t.chains.l1b.contracts.ace, wallet.address)).toBe(before + units('60'));

    // The Acent network's loop does not look for it; the second network's finds the payout.
    const chains = t.config.chains!;
    await t.db.transaction((tx) => settleWithdrawalsTick(tx, chains));
    expect(await rowOf(voucher.withdraw_id)).toMatchObject({ status: 'pending', chainId: 42 });
    await t.db.transaction((tx) => settleWithdrawalsTick(tx, chains, chains.l1Networks[1]));
    expect(await rowOf(voucher.withdraw_id)).toMatchObject({ status: 'fulfilled' });
    expect(await balance(session, 'acent')).toBe('938');
    await expectBooksBalanced();
  });

  it("refuses an Acent network voucher on the second network's Vault, which can still pay it at home", async () => {
    const { session, wallet } = await verifiedUser();
    const voucher: WithdrawRequest = (await requestOn(session, 'dappx', '15')).json();
    expect(voucher).toMatchObject({ chain_id: 8888, vault_address: t.chains.contracts.vault });
    const onTestnet = { ...voucher, token_address: t.chains.l1b.contracts.dappx };
    await expect(payOut('l1b', wallet, onTestnet, t.chains.l1b.contracts.vault)).rejects.toThrow(
      /InvalidSignature/,
    );
    expect((await payOut('l1', wallet, voucher)).status).toBe('success');
    expect(await tokenBalance('l1', t.chains.contracts.dappx, wallet.address)).toBe(
      units('100000') + units('15'),
    );
  });

  it('cancels by revoking on the voucher’s own network, so it can no longer pay there', async () => {
    const { session, wallet } = await verifiedUser();
    const voucher: WithdrawRequest = (await requestOn(session, 'dappx', '25', 42)).json();
    const cancelled = await call(session, `/users/dappx/withdraw/${voucher.withdraw_id}/cancel`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await balance(session, 'dappx')).toBe('500');
    expect(await balance(session, 'acent')).toBe('1000');
    await expect(payOut('l1b', wallet, voucher)).rejects.toThrow(/NonceAlreadyUsed/);
    await expectBooksBalanced();
  });

  it('refuses a chain the store has no contracts on, holding nothing', async () => {
    const { session } = await verifiedUser();
    const refused = await requestOn(session, 'acent', '5', 1);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'The store has no contracts on this network. Switch your wallet to the Acent network.',
    );
    expect(await balance(session, 'acent')).toBe('1000');
    expect((await call(session, '/users/acent/withdraw/limit-status')).json()).toMatchObject({
      remaining_user_daily_tx_amount: '10000',
    });
  });
});
