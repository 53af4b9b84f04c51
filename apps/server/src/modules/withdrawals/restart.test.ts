import { demoTokenAbi } from '@dappx/contracts';
import { startDemoChains, type DemoChains } from '@dappx/contracts/demo-chains';
import { parseAmount, type WithdrawRequest } from '@dappx/shared';
import { createPublicClient, http, type Address } from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChainTestApp } from '../../../test/chain-test-app';
import { balanceOf, markVerified, signUp } from '../../../test/signed-in';
import { redeemVoucher } from '../../../test/withdraw-voucher';
import { getPort } from '../../lib/free-port';

type ChainApp = Awaited<ReturnType<typeof createChainTestApp>>;

/**
 * The demo chains restart empty, with the same keys on the same ports: the Vault is back at the same
 * address with the same signer and no used nonces, while the store keeps its books.
 */
describe('withdrawal vouchers across a demo chains restart', () => {
  let t: ChainApp;
  let fresh: DemoChains | undefined;
  let ports: { l1Port: number; l2Port: number; l1bPort: number };

  beforeAll(async () => {
    ports = { l1Port: await getPort(), l2Port: await getPort(), l1bPort: await getPort() };
    t = await createChainTestApp({ DEMO_MODE: 'true', SIGN_IN_RATE_LIMIT_MAX: '1000' }, ports);
    await t.chains.fundWallet(t.chains.contracts.vault);
  }, 120_000);
  afterAll(async () => {
    await fresh?.close();
    await t?.close();
  });

  const call = (session: string, url: string, payload?: unknown) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'session-id': session },
      ...(payload ? { payload } : {}),
    });
  const balance = (session: string) => balanceOf(t.app, session);
  const l1 = () => createPublicClient({ transport: http(t.chains.l1.rpcUrl), pollingInterval: 50 });
  const aceOf = (owner: Address) =>
    l1().readContract({
      address: t.chains.contracts.ace,
      abi: demoTokenAbi,
      functionName: 'balanceOf',
      args: [owner],
    });
  /** Sends Vault.withdraw from the voucher's wallet: 'paid' or 'reverted'. */
  const redeem = async (wallet: PrivateKeyAccount, voucher: WithdrawRequest) => {
    try {
      const receipt = await redeemVoucher(t.chains.l1.rpcUrl, wallet, voucher);
      return receipt.status === 'success' ? 'paid' : 'reverted';
    } catch {
      return 'reverted';
    }
  };

  it('pays no voucher of the chain before the restart, redeemed or refunded, and pays new ones', async () => {
    const { session, wallet, address } = await signUp(t.app);
    await markVerified(t.db, address);
    const redeemed: WithdrawRequest = (await call(session, '/users/acent/withdraw', { amount: '10' })).json();
    expect(await redeem(wallet, redeemed)).toBe('paid');
    expect((await call(session, `/users/acent/withdraw/${redeemed.withdraw_id}/fulfill`)).statusCode).toBe(
      200,
    );
    const refunded: WithdrawRequest = (await call(session, '/users/acent/withdraw', { amount: '8' })).json();
    expect((await call(session, `/users/acent/withdraw/${refunded.withdraw_id}/cancel`)).statusCode).toBe(
      200,
    );
    const booked = await balance(session);

    await t.chains.close();
    fresh = await startDemoChains({ keys: t.chains.keys, blockIntervalMs: 0, ...ports });
    expect(fresh.contracts.vault).toBe(t.chains.contracts.vault);
    await fresh.fundWallet(fresh.contracts.vault);
    await fresh.fundWallet(wallet.address);
    const vaultHolds = await aceOf(fresh.contracts.vault);
    const walletHolds = await aceOf(wallet.address);

    // Both are still inside their time window, and their nonces are unused on the new Vault.
    expect(await redeem(wallet, redeemed)).toBe('reverted');
    expect(await redeem(wallet, refunded)).toBe('reverted');
    expect(await aceOf(fresh.contracts.vault)).toBe(vaultHolds);
    expect(await aceOf(wallet.address)).toBe(walletHolds);
    expect(await balance(session)).toBe(booked);

    // The store signs for the Vault now at the address: a new voucher pays there.
    const after: WithdrawRequest = (await call(session, '/users/acent/withdraw', { amount: '5' })).json();
    expect(await redeem(wallet, after)).toBe('paid');
    expect(await aceOf(wallet.address)).toBe(walletHolds + parseAmount('5')!);
  }, 120_000);
});
