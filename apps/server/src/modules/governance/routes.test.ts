import { governanceTexts } from '@dappx/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, callAs, signUp, type UserCall } from '../../../test/signed-in';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('governance staking (ACE and EDAO)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DEMO_MODE: 'true', SIGN_IN_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(() => t.close());

  const call = (...args: UserCall) => callAs(t.app, ...args);
  const active = (session: string, token: string) => balanceOf(t.app, session, token, 'active');

  async function activatedStaker() {
    const { session } = await signUp(t.app);
    await call(session, 'POST', '/users/acent/transfer/vault-to-active', { amount: '500' });
    const activation = await call(session, 'POST', '/users/acent/governance-pledging/activate');
    expect(activation.statusCode, activation.body).toBe(200);
    return session;
  }

  it('activates for its fee and answers its settings as percents', async () => {
    const session = await activatedStaker();
    expect((await call(session, 'GET', '/users/acent/governance-pledging/status')).json()).toEqual({
      activated: true,
    });
    expect(await active(session, 'acent')).toBe('499');
    expect((await call(session, 'GET', '/users/acent/governance-pledging/settings')).json()).toMatchObject({
      min_pledge_per_tx: '1',
      penalty_duration: 72,
      pledge_fee_core: 1,
      pledge_fee_nitro: 0.5,
      unpledge_fee_ubi: 0.5,
    });
  });

  it('stakes with 2 % fees on top and refuses with the spec’s texts', async () => {
    const session = await activatedStaker();
    const stake = (amount: string) =>
      call(session, 'POST', '/users/acent/governance-pledging/pledge', { amount });
    expect((await stake('0')).json().message).toBe(governanceTexts.invalid);
    expect((await stake('0.5')).json().message).toBe(governanceTexts.belowMinimum);
    expect((await stake('5001')).json().message).toBe(governanceTexts.aboveMaximum);
    expect((await stake('490')).json().message).toBe(governanceTexts.insufficient); // 490 + 9.8 fees > 499
    expect((await stake('100')).statusCode).toBe(200);
    expect(await active(session, 'acent')).toBe('397');
    const balance = (await call(session, 'GET', '/users/acent/governance-pledging/balance')).json();
    expect(balance.balance).toBe('100');
    expect(new Date(balance.hold_until).getTime() - Date.now()).toBeGreaterThan(71 * 3_600_000);
  });

  it('keeps the unstake fees inside the penalty window only', async () => {
    const session = await activatedStaker();
    await call(session, 'POST', '/users/acent/governance-pledging/pledge', { amount: '100' });
    const tooMuch = await call(session, 'POST', '/users/acent/governance-pledging/unpledge', {
      amount: '101',
    });
    expect(tooMuch.json().message).toBe(governanceTexts.unstakeAboveStake);
    await call(session, 'POST', '/users/acent/governance-pledging/unpledge', { amount: '50' });
    expect(await active(session, 'acent')).toBe('446'); // 397 + 50 - 1 (2 % inside the window)
    await t.db.execute(
      sql`UPDATE staking_accounts SET last_pledged_at = now() - interval '73 hours' WHERE token_type = 'ACE-governance'`,
    );
    await call(session, 'POST', '/users/acent/governance-pledging/unpledge', { amount: '50' });
    expect(await active(session, 'acent')).toBe('496');
    const history = (
      await call(session, 'GET', '/users/acent/governance-pledging/history?offset=0&limit=2')
    ).json();
    expect(history.total_rows).toBe(3);
    expect(
      history.transactions.map((row: { type: string; amount: string }) => [row.type, row.amount]),
    ).toEqual([
      ['Unstake', '50'],
      ['Unstake', '50'],
    ]);
  });

  it('earns EDAO for staked ACE over time', async () => {
    const session = await activatedStaker();
    await call(session, 'POST', '/users/acent/governance-pledging/pledge', { amount: '100' });
    await t.db.execute(
      sql`UPDATE staking_accounts SET mined_until = now() - interval '60 minutes' WHERE token_type = 'ACE-governance' AND total_mined = 0 AND last_pledged_at > now() - interval '1 minute'`,
    );
    const earned = Number(
      (await call(session, 'GET', '/users/acent/governance-pledging/edao-earned')).json().edao_earned,
    );
    // 100 ACE x 0.0001 EDAO per minute x 60 minutes = 0.6 EDAO.
    expect(earned).toBeGreaterThanOrEqual(0.6);
    expect(earned).toBeLessThan(0.61);
    expect(Number(await active(session, 'edao'))).toBe(earned);
  });

  it('needs activation before staking', async () => {
    const { session } = await signUp(t.app);
    const response = await call(session, 'POST', '/users/edao/governance-pledging/pledge', { amount: '5' });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(governanceTexts.notActivated);
  });
});
