import type { AdminWithdrawal, WithdrawRequest } from '@dappx/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChainTestApp } from '../../../test/chain-test-app';
import { signInAsOperator } from '../../../test/operator-sign-in';
import { signUpVerified } from '../../../test/signed-in';
import { redeemVoucher } from '../../../test/withdraw-voucher';
import { units } from '../../../test/amounts';

describe("/admin/api/withdrawals: finance's queue of real withdrawals", () => {
  let t: Awaited<ReturnType<typeof createChainTestApp>>;
  let finance: Record<string, string>;
  beforeAll(async () => {
    t = await createChainTestApp({ DEMO_MODE: 'true', SIGN_IN_RATE_LIMIT_MAX: '1000' });
    await t.chains.fundWallet(t.chains.contracts.vault);
    finance = (await signInAsOperator(t.app, t.db, 'finance')).headers;
  }, 120_000);
  afterAll(() => t.close());

  const queue = async (query: string) =>
    (await t.app.inject({ url: `/admin/api/withdrawals?${query}`, headers: finance })).json() as {
      withdrawals: AdminWithdrawal[];
      next: string | null;
    };

  it('lists a withdrawal made through the store with its fees and voucher, then paid with its explorer link', async () => {
    const user = await signUpVerified(t.app, t.db);
    const headers = { 'session-id': user.session };
    const requested = await t.app.inject({
      method: 'POST',
      url: '/users/acent/withdraw',
      headers,
      payload: { amount: '40' },
    });
    expect(requested.statusCode, requested.body).toBe(200);
    const voucher: WithdrawRequest = requested.json();

    const pending = (await queue('status=pending')).withdrawals.find((row) => row.id === voucher.withdraw_id);
    expect(pending).toMatchObject({
      user_address: user.address,
      token: 'ACE',
      amount: units('40').toString(),
      fee_core: units('1').toString(),
      fee_nitro: units('0.5').toString(),
      status: 'pending',
      chain_id: t.chains.l1.chainId,
      chain_name: 'Acent',
      voucher,
      tx_hash: null,
      tx_url: null,
    });
    expect((await queue('status=fulfilled')).withdrawals.map((row) => row.id)).not.toContain(
      voucher.withdraw_id,
    );

    await redeemVoucher(t.chains.l1.rpcUrl, user.wallet, voucher);
    const fulfilled = await t.app.inject({
      method: 'POST',
      url: `/users/acent/withdraw/${voucher.withdraw_id}/fulfill`,
      headers,
    });
    const txHash = fulfilled.json().tx_hash as string;
    const one = await t.app.inject({
      url: `/admin/api/withdrawals/${voucher.withdraw_id}`,
      headers: finance,
    });
    expect(one.json()).toMatchObject({
      status: 'fulfilled',
      tx_hash: txHash,
      tx_url: `/explorer/${t.chains.l1.chainId}/tx/${txHash}`,
    });
    expect((await queue('status=pending')).withdrawals.map((row) => row.id)).not.toContain(
      voucher.withdraw_id,
    );
  });

  it('pages by key, newest first, and refuses a cursor it never gave', async () => {
    const user = await signUpVerified(t.app, t.db);
    for (const amount of ['1', '2', '3']) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/users/dappx/withdraw',
        headers: { 'session-id': user.session },
        payload: { amount },
      });
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const first = await queue('limit=2');
    expect(first.withdrawals).toHaveLength(2);
    const second = await queue(`limit=2&before=${first.next}`);
    const nonces = [...first.withdrawals, ...second.withdrawals].map((row) => BigInt(row.nonce));
    expect(nonces).toEqual([...nonces].sort((a, b) => (a > b ? -1 : 1)));
    expect(new Set(nonces).size).toBe(nonces.length);
    const bad = await t.app.inject({ url: '/admin/api/withdrawals?before=abc', headers: finance });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^before must be the next cursor/);
  });
});
