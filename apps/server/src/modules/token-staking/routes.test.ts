import { tokenStakingTexts } from '@dappx/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, callAs, signUp, type UserCall } from '../../../test/signed-in';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { units } from '../../../test/amounts';

// One store for both tokens' tests: each test signs up its own users.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DEMO_MODE: 'true', SIGN_IN_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

const call = (...args: UserCall) => callAs(t.app, ...args);

describe('DAPPX staking and Zera mining', () => {
  /** A signed-in demo user with 100 ACE and 500 DAPPX moved to active. */
  async function stakerWithActiveFunds() {
    const { session, profile } = await signUp(t.app);
    await call(session, 'POST', '/users/acent/transfer/vault-to-active', { amount: '100' });
    await call(session, 'POST', '/users/dappx/transfer/vault-to-active', { amount: '500' });
    return { session, profile };
  }

  it('publishes its config without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/users/getPledgingConfig' });
    expect(response.json()).toMatchObject({
      data: { minimum_pledge_limit_per_transaction: units('10').toString(), penalty_fee: 5 },
      activation_fee: units('5').toString(),
      holding_period: 24,
    });
  });

  it('activates once for a fee of 5 ACE from the active balance', async () => {
    const { session } = await stakerWithActiveFunds();
    expect((await call(session, 'GET', '/users/isPledgingActivated')).json()).toEqual({ data: false });
    expect(
      (await call(session, 'POST', '/users/createPledgingActivationTransaction', { tokenType: 'DAPPX' }))
        .statusCode,
    ).toBe(200);
    expect((await call(session, 'GET', '/users/isPledgingActivated')).json()).toEqual({ data: true });
    expect(await balanceOf(t.app, session, 'acent', 'active')).toBe('95');
    const again = await call(session, 'POST', '/users/createPledgingActivationTransaction', {
      tokenType: 'DAPPX',
    });
    expect(again.statusCode).toBe(409);
    expect(await balanceOf(t.app, session, 'acent', 'active')).toBe('95');
  });

  it('refuses activation without the fee in the active balance, changing nothing', async () => {
    const { session } = await signUp(t.app);
    const response = await call(session, 'POST', '/users/createPledgingActivationTransaction', {
      tokenType: 'DAPPX',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(tokenStakingTexts.insufficient);
    expect((await call(session, 'GET', '/users/isPledgingActivated')).json()).toEqual({ data: false });
  });

  it('stakes within the limits, with the spec’s messages outside them', async () => {
    const { session } = await stakerWithActiveFunds();
    const stake = (amount: string) =>
      call(session, 'POST', '/users/createPledging', { pledgeAmount: amount, tokenType: 'DAPPX' });
    expect((await stake('20')).json().message).toBe(tokenStakingTexts.notActivated);
    await call(session, 'POST', '/users/createPledgingActivationTransaction', { tokenType: 'DAPPX' });
    expect((await stake('9.999999')).json().message).toBe(tokenStakingTexts.belowMinimum);
    expect((await stake('10000.000001')).json().message).toBe(tokenStakingTexts.aboveMaximum);
    expect((await stake('0')).json().message).toBe(tokenStakingTexts.notPositive);
    expect((await stake('500.000001')).json().message).toBe(tokenStakingTexts.insufficient);
    expect((await stake('200')).statusCode).toBe(200);
    expect((await call(session, 'GET', '/users/getMyDappxBalance')).json()).toEqual({
      total_dappx: units('500').toString(),
      pledged_dappx: units('200').toString(),
      unpledged_dappx: units('300').toString(),
    });
    expect((await call(session, 'GET', '/users/getPledgeBalance?token_type=DAPPX')).json()).toEqual({
      dappx_balance: units('200').toString(),
    });
  });

  it('charges the 5 % penalty inside the holding period and the ACE fees always', async () => {
    const { session } = await stakerWithActiveFunds();
    await call(session, 'POST', '/users/createPledgingActivationTransaction', { tokenType: 'DAPPX' });
    await call(session, 'POST', '/users/createPledging', { pledgeAmount: '200', tokenType: 'DAPPX' });
    const penalty = await call(session, 'POST', '/users/isUnderPenalty', { tokenType: 'DAPPX' });
    expect(penalty.json().data.isUnderPenalty).toBe(true);

    const tooMuch = await call(session, 'POST', '/users/createUnpledgeTx', {
      unpledgeAmount: '200.000001',
      tokenType: 'DAPPX',
    });
    expect(tooMuch.json().message).toBe(tokenStakingTexts.unstakeAboveStake);
    expect(
      (await call(session, 'POST', '/users/createUnpledgeTx', { unpledgeAmount: '100', tokenType: 'DAPPX' }))
        .statusCode,
    ).toBe(200);
    // 300 active + 100 back - 5 penalty; ACE: 100 - 5 activation - 2 fees.
    expect(await balanceOf(t.app, session, 'dappx', 'active')).toBe('395');
    expect(await balanceOf(t.app, session, 'acent', 'active')).toBe('93');

    await t.db.execute(sql`UPDATE staking_accounts SET last_pledged_at = now() - interval '25 hours'`);
    expect(
      (await call(session, 'POST', '/users/isUnderPenalty', { tokenType: 'DAPPX' })).json().data
        .isUnderPenalty,
    ).toBe(false);
    await call(session, 'POST', '/users/createUnpledgeTx', { unpledgeAmount: '100', tokenType: 'DAPPX' });
    expect(await balanceOf(t.app, session, 'dappx', 'active')).toBe('495');
  });

  it('mines Zera exactly: 0.1 per staked DAPPX per minute, paid to the base unit', async () => {
    const { session, profile } = await stakerWithActiveFunds();
    await call(session, 'POST', '/users/createPledgingActivationTransaction', { tokenType: 'DAPPX' });
    await call(session, 'POST', '/users/createPledging', { pledgeAmount: '100', tokenType: 'DAPPX' });
    const userId = (
      await t.db.execute<{ id: string }>(
        sql`SELECT id FROM users WHERE public_address = ${profile.wallet_address}`,
      )
    ).rows[0]!.id;
    // Ten minutes ago, with a carried fraction: exactly 100 Zera plus 0.5 base unit, then 0.5 more arrives.
    await t.db.execute(
      sql`UPDATE staking_accounts SET mined_until = now() - interval '10 minutes', mining_carry = 3000000000000000000000 WHERE user_id = ${userId}`,
    );
    const earned = await call(session, 'POST', '/users/getEarnedZeraBalance', { token_type: 'DAPPX' });
    const mined = BigInt(earned.json().earned_zera);
    // 100 DAPPX x 0.1 x 10 min = 100 Zera, plus whatever milliseconds passed since the update.
    expect(mined).toBeGreaterThanOrEqual(units('100'));
    expect(mined).toBeLessThan(units('100.2'));
    expect(earned.json().mining_rate).toBe(units('0.1').toString());
    // The starter 100 Zera plus exactly what was mined, to the base unit.
    const [whole, fraction = ''] = (
      (await call(session, 'GET', '/users/zera/main/balance')).json().zera_balance as string
    ).split('.');
    expect(BigInt(whole!) * 10n ** 18n + BigInt(fraction.padEnd(18, '0'))).toBe(units('100') + mined);
    // A second read a moment later pays only the new milliseconds: the total never jumps back or doubles.
    const later = BigInt(
      (await call(session, 'POST', '/users/getEarnedZeraBalance', { token_type: 'DAPPX' })).json()
        .earned_zera,
    );
    expect(later).toBeGreaterThanOrEqual(mined);
    expect(later - mined).toBeLessThan(units('0.1'));
  });

  it('never lets concurrent stakes pass the per-account maximum or the balance', async () => {
    const { session } = await stakerWithActiveFunds();
    await call(session, 'POST', '/users/createPledgingActivationTransaction', { tokenType: 'DAPPX' });
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        call(session, 'POST', '/users/createPledging', { pledgeAmount: '40', tokenType: 'DAPPX' }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(12); // 500 / 40
    expect(
      (await call(session, 'GET', '/users/getPledgeBalance?token_type=DAPPX')).json().dappx_balance,
    ).toBe(units('480').toString());
  });
});

describe('ACE staked per token', () => {
  const activeAce = (session: string) => balanceOf(t.app, session, 'acent', 'active');

  /** A signed-in demo user with 100 ACE active and ACE staking activated (5 ACE). */
  async function aceStaker() {
    const { session } = await signUp(t.app);
    await call(session, 'POST', '/users/acent/transfer/vault-to-active', { amount: '100' });
    const activation = await call(session, 'POST', '/users/createPledgingActivationTransaction', {
      tokenType: 'ACE',
    });
    expect(activation.statusCode).toBe(200);
    return session;
  }

  it('publishes the ACE rules under the custom-token-id header, and refuses an unknown token', async () => {
    const config = (token?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/users/getPledgingConfig',
        headers: token ? { 'custom-token-id': token } : {},
      });
    expect((await config('ACE')).json().data.maximum_pledge_limit_per_transaction).toBe(
      units('5000').toString(),
    );
    expect((await config()).json().data.maximum_pledge_limit_per_transaction).toBe(units('10000').toString());
    const unknown = await config('EDAO');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(tokenStakingTexts.unknownToken);
  });

  it('keeps the activation of each token apart', async () => {
    const session = await aceStaker();
    expect((await call(session, 'GET', '/users/isPledgingActivated?token_type=ACE')).json()).toEqual({
      data: true,
    });
    expect((await call(session, 'GET', '/users/isPledgingActivated')).json()).toEqual({ data: false });
  });

  it('stakes ACE from the active balance and unstakes it with the spec’s `amount` body', async () => {
    const session = await aceStaker();
    const stake = await call(session, 'POST', '/users/createPledging', {
      pledgeAmount: '50',
      tokenType: 'ACE',
    });
    expect(stake.statusCode).toBe(200);
    expect(await activeAce(session)).toBe('45');
    const staked = (await call(session, 'GET', '/users/getPledgeBalance?token_type=ACE')).json();
    expect(staked.balance).toBe(units('50').toString());
    // The penalty window: 24 hours from the stake.
    expect(new Date(staked.hold_until).getTime() - Date.now()).toBeGreaterThan(23.9 * 3_600_000);

    const tooMuch = await call(session, 'POST', '/users/createUnpledgeTx', { amount: '50.000001' });
    expect(tooMuch.json().message).toBe(tokenStakingTexts.unstakeAboveStake);
    expect(await activeAce(session)).toBe('45');
    expect((await call(session, 'POST', '/users/createUnpledgeTx', { amount: '20' })).statusCode).toBe(200);
    // 45 + 20 back - 1 penalty (5 %) - 2 fees (core + nitro + ubi).
    expect(await activeAce(session)).toBe('62');
    expect((await call(session, 'GET', '/users/getPledgeBalance?token_type=ACE')).json().balance).toBe(
      units('30').toString(),
    );
    // DAPPX staking is untouched.
    expect((await call(session, 'GET', '/users/getMyDappxBalance')).json().pledged_dappx).toBe('0');
  });

  it('refuses an unstake body that mixes the two forms, changing nothing', async () => {
    const session = await aceStaker();
    await call(session, 'POST', '/users/createPledging', { pledgeAmount: '50', tokenType: 'ACE' });
    for (const body of [{ amount: '10', tokenType: 'ACE' }, { amount: '10', unpledgeAmount: '10' }, {}]) {
      const answer = await call(session, 'POST', '/users/createUnpledgeTx', body);
      expect(answer.statusCode).toBe(400);
    }
    const mixed = await call(session, 'POST', '/users/createUnpledgeTx', { amount: '10', tokenType: 'ACE' });
    expect(mixed.json().message).toBe(tokenStakingTexts.unpledgeBody);
    expect((await call(session, 'GET', '/users/getPledgeBalance?token_type=ACE')).json().balance).toBe(
      units('50').toString(),
    );
  });

  it('mines Zera at the ACE rate', async () => {
    const session = await aceStaker();
    await call(session, 'POST', '/users/createPledging', { pledgeAmount: '50', tokenType: 'ACE' });
    const earned = await call(session, 'POST', '/users/getEarnedZeraBalance', { token_type: 'ACE' });
    expect(earned.json()).toMatchObject({
      mining_rate: units('0.05').toString(),
      pledged_dappx: units('50').toString(),
    });
  });
});
