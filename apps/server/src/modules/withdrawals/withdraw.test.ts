import { demoTokenAbi, vaultAbi, withdrawVoucherDomain, withdrawVoucherTypes } from '@dappx/contracts';
import type { WithdrawRequest } from '@dappx/shared';
import { sql } from 'drizzle-orm';
import { createPublicClient, http, parseUnits, recoverTypedDataAddress, type Address, type Hex } from 'viem';
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChainTestApp } from '../../../test/chain-test-app';
import { ledgerInvariants } from '../../../test/ledger-invariants';
import { balanceOf, callAs, signUp, signUpVerified, type UserCall } from '../../../test/signed-in';
import { redeemVoucher } from '../../../test/withdraw-voucher';
import { blockAddress } from '../users';
import { settleWithdrawalsTick } from './payout';
import { setWithdrawSettings } from './settings';
import { units } from '../../../test/amounts';

type ChainApp = Awaited<ReturnType<typeof createChainTestApp>>;

describe('withdrawals through the L1 Vault', () => {
  let t: ChainApp;
  let l1: ReturnType<typeof createPublicClient>;

  beforeAll(async () => {
    t = await createChainTestApp({
      DEMO_MODE: 'true',
      SIGN_IN_RATE_LIMIT_MAX: '1000',
      WITHDRAW_VOUCHER_TTL_MINUTES: '5',
    });
    l1 = createPublicClient({ transport: http(t.chains.l1.rpcUrl), pollingInterval: 50 });
    // The Vault holds what deposits brought in; here the demo tokens are minted to it directly.
    await t.chains.fundWallet(t.chains.contracts.vault);
  }, 120_000);
  afterAll(() => t.close());

  const verifiedUser = () => signUpVerified(t.app, t.db);
  const call = (...args: UserCall) => callAs(t.app, ...args);
  const balance = (session: string, token: string, bucket = 'vault') =>
    balanceOf(t.app, session, token, bucket);
  const request = (session: string, token: string, amount: string, headers = {}) =>
    call(session, 'POST', `/users/${token}/withdraw`, { amount }, headers);
  const walletBalance = (token: Address, owner: Address) =>
    l1.readContract({ address: token, abi: demoTokenAbi, functionName: 'balanceOf', args: [owner] });
  const payOut = (wallet: PrivateKeyAccount, voucher: WithdrawRequest) =>
    redeemVoucher(t.chains.l1.rpcUrl, wallet, voucher);
  const expectBooksBalanced = async () =>
    expect(await ledgerInvariants(t.db)).toEqual({ unbalanced: [], negative: [], drift: [] });

  it('holds amount and fees, signs a voucher that really pays the wallet, and fulfils from the chain', async () => {
    const { session, wallet } = await verifiedUser();
    expect((await call(session, 'GET', '/users/acent/withdraw/limit-status')).json()).toEqual({
      remaining_daily_tx_amount: '1000000',
      remaining_user_daily_tx_amount: '10000',
    });
    const response = await request(session, 'acent', '100');
    expect(response.statusCode, response.body).toBe(200);
    const voucher: WithdrawRequest = response.json();
    expect(voucher).toMatchObject({ token: 'acent', amount: '100', to: wallet.address });
    // Amount 100 and fees 1 + 0.5 + 0.5 ACE leave the vault balance; 100 waits in pending_withdrawal.
    expect(await balance(session, 'acent')).toBe('898');
    const signer = await recoverTypedDataAddress({
      domain: withdrawVoucherDomain(
        t.chains.l1.chainId,
        t.chains.contracts.vault,
        await l1.readContract({
          address: t.chains.contracts.vault,
          abi: vaultAbi,
          functionName: 'deploymentSalt',
        }),
      ),
      types: withdrawVoucherTypes,
      primaryType: 'Withdraw',
      message: {
        token: t.chains.contracts.ace,
        to: wallet.address,
        amount: units('100'),
        nonce: BigInt(voucher.nonce),
        deadline: BigInt(voucher.deadline),
      },
      signature: voucher.signature as Hex,
    });
    expect(signer).toBe(privateKeyToAccount(t.chains.keys.withdrawSigner).address);
    expect((await call(session, 'GET', '/users/acent/withdraw/limit-status')).json()).toEqual({
      remaining_daily_tx_amount: '999900',
      remaining_user_daily_tx_amount: '9900',
    });

    const before = await walletBalance(t.chains.contracts.ace, wallet.address);
    expect((await payOut(wallet, voucher)).status).toBe('success');
    expect(await walletBalance(t.chains.contracts.ace, wallet.address)).toBe(before + parseUnits('100', 18));

    const fulfilled = await call(session, 'POST', `/users/acent/withdraw/${voucher.withdraw_id}/fulfill`);
    expect(fulfilled.statusCode, fulfilled.body).toBe(200);
    expect(fulfilled.json()).toMatchObject({ status: 'fulfilled' });
    // Idempotent: a second fulfill answers the same and moves nothing.
    expect(
      (await call(session, 'POST', `/users/acent/withdraw/${voucher.withdraw_id}/fulfill`)).json(),
    ).toEqual(fulfilled.json());
    expect(await balance(session, 'acent')).toBe('898');
    const history = (await call(session, 'GET', '/users/acent/transactionsHistory?limit=10&offset=0')).json();
    expect(history.txs[0]).toMatchObject({ type: 'withdraw', amount: '100', tn: fulfilled.json().tx_hash });
    // The payout's entry keeps the hash in its own column, not in its memo.
    const { rows: entries } = await t.db.execute<{ memo: string; tx_hash: string }>(sql`
      SELECT e.memo, e.tx_hash FROM ledger_entries e JOIN withdrawals w ON w.settle_entry_id = e.id
      WHERE w.id = ${voucher.withdraw_id}`);
    expect(entries).toEqual([{ memo: '', tx_hash: fulfilled.json().tx_hash }]);
    await expectBooksBalanced();
  });

  it('answers the same voucher to a replayed Idempotency-Key, holding the amount once', async () => {
    const { session } = await verifiedUser();
    const first = await request(session, 'dappx', '10', { 'idempotency-key': 'w-1' });
    const again = await request(session, 'dappx', '10', { 'idempotency-key': 'w-1' });
    expect(first.statusCode, first.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await balance(session, 'dappx')).toBe('490');
    expect(await balance(session, 'acent')).toBe('998');
  });

  it('refuses to fulfil on the client word alone, without a Withdrawn event', async () => {
    const { session } = await verifiedUser();
    const voucher: WithdrawRequest = (await request(session, 'acent', '5')).json();
    const refused = await call(session, 'POST', `/users/acent/withdraw/${voucher.withdraw_id}/fulfill`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This withdrawal has not been paid out on chain yet.');
    expect(await balance(session, 'acent', 'vault')).toBe('993');
  });

  it('cancels by revoking on chain: refunds exactly, and the voucher can no longer pay', async () => {
    const { session, wallet } = await verifiedUser();
    const voucher: WithdrawRequest = (await request(session, 'dappx', '50')).json();
    expect(await balance(session, 'dappx')).toBe('450');
    expect(await balance(session, 'acent')).toBe('998');
    const cancelled = await call(session, 'POST', `/users/dappx/withdraw/${voucher.withdraw_id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', tx_hash: null });
    expect(await balance(session, 'dappx')).toBe('500');
    expect(await balance(session, 'acent')).toBe('1000');
    await expect(payOut(wallet, voucher)).rejects.toThrow(/NonceAlreadyUsed/);
    const again = await call(session, 'POST', `/users/dappx/withdraw/${voucher.withdraw_id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(await balance(session, 'dappx')).toBe('500');
    await expectBooksBalanced();
  });

  it('refuses to cancel once paid out, fulfilling instead; another user cannot touch it', async () => {
    const { session, wallet } = await verifiedUser();
    const other = await verifiedUser();
    const voucher: WithdrawRequest = (await request(session, 'acent', '20')).json();
    expect(
      (await call(other.session, 'POST', `/users/acent/withdraw/${voucher.withdraw_id}/cancel`)).statusCode,
    ).toBe(404);
    await payOut(wallet, voucher);
    const refused = await call(session, 'POST', `/users/acent/withdraw/${voucher.withdraw_id}/cancel`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This withdrawal was already paid out to your wallet and cannot be cancelled.',
    );
    expect(await balance(session, 'acent')).toBe('978');
    expect(await balance(session, 'acent', 'vault')).toBe('978');
    const status = await call(session, 'POST', `/users/acent/withdraw/${voucher.withdraw_id}/fulfill`);
    expect(status.json().status).toBe('fulfilled');
  });

  it('releases vouchers unused past their deadline, and fulfils payouts nobody reported', async () => {
    const { session, wallet } = await verifiedUser();
    const unused: WithdrawRequest = (await request(session, 'acent', '30')).json();
    const paid: WithdrawRequest = (await request(session, 'acent', '40')).json();
    await payOut(wallet, paid);
    // Nothing is due yet: the payout is fulfilled, the unused voucher still waits.
    await t.db.transaction((tx) => settleWithdrawalsTick(tx, t.config.chains!));
    expect(await balance(session, 'acent')).toBe('926');
    const history = (await call(session, 'GET', '/users/acent/transactionsHistory?limit=10&offset=0')).json();
    expect(history.txs.filter((tx: { type: string }) => tx.type === 'withdraw')).toEqual([
      expect.objectContaining({ amount: '40' }),
    ]);

    await l1.request({ method: 'evm_increaseTime' as 'eth_chainId', params: [6 * 60] as never });
    await t.mine('l1');
    await t.db.transaction((tx) => settleWithdrawalsTick(tx, t.config.chains!));
    expect(await balance(session, 'acent')).toBe('958');
    await expect(payOut(wallet, unused)).rejects.toThrow(/VoucherExpired/);
    expect(
      (await call(session, 'POST', `/users/acent/withdraw/${unused.withdraw_id}/fulfill`)).statusCode,
    ).toBe(409);
    await expectBooksBalanced();
  });

  it('applies the daily limits, the smaller one first', async () => {
    const { session } = await verifiedUser();
    await setWithdrawSettings(t.db, 'DAPPX', { userDailyLimit: units('60') });
    try {
      expect((await request(session, 'dappx', '40')).statusCode).toBe(200);
      const over = await request(session, 'dappx', '20.000001');
      expect(over.statusCode).toBe(400);
      expect(over.json().message).toBe('Withdraw amount exceeds your remaining daily limit.');
      expect((await request(session, 'dappx', '20')).statusCode).toBe(200);
      expect((await call(session, 'GET', '/users/dappx/withdraw/limit-status')).json()).toMatchObject({
        remaining_user_daily_tx_amount: '0',
      });
    } finally {
      await setWithdrawSettings(t.db, 'DAPPX', { userDailyLimit: units('10000') });
    }
  });

  it('refuses bad input, missing fees, unverified, disallowed and blocked users, changing nothing', async () => {
    const { session } = await verifiedUser();
    for (const amount of ['0', '-1', 'abc']) {
      const bad = await request(session, 'acent', amount);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Please input amount to be withdrawn.');
    }
    // 999 ACE fit in the vault balance, but not with the 2 ACE of fees.
    const tooMuch = await request(session, 'acent', '999');
    expect(tooMuch.json()).toEqual({ code: 'INSUFFICIENT_BALANCE', message: 'Insufficient Balance.' });

    const unverified = await signUp(t.app);
    const refused = await request(unverified.session, 'acent', '1');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Verify your email to enable withdrawal.');

    await setWithdrawSettings(t.db, 'ACE', { allowWithdrawal: false });
    try {
      const closed = await request(session, 'acent', '1');
      expect(closed.statusCode).toBe(503);
      expect(closed.json().message).toBe(
        'Service is not available at the moment. Please try again later. Thank you.',
      );
    } finally {
      await setWithdrawSettings(t.db, 'ACE', { allowWithdrawal: true });
    }

    const blocked = await verifiedUser();
    await blockAddress(t.db, blocked.address);
    const answer = await request(blocked.session, 'acent', '1');
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({ code: 'BLOCKED', message: 'This wallet address is blocked.' });
    expect(await balance(session, 'acent')).toBe('1000');
  });

  it('never overdraws under many concurrent requests', async () => {
    const { session } = await verifiedUser();
    // Each takes 98 + 2 ACE fees: exactly ten fit in 1000.
    const answers = await Promise.all(Array.from({ length: 25 }, () => request(session, 'acent', '98')));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(10);
    expect(answers.every((answer) => [200, 400].includes(answer.statusCode))).toBe(true);
    expect(await balance(session, 'acent')).toBe('0');
    const nonces = answers.filter((a) => a.statusCode === 200).map((a) => a.json().nonce);
    expect(new Set(nonces).size).toBe(10);
    await expectBooksBalanced();
  });
});
