import { parseAmount } from '@dappx/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/signed-in';
import { createTestApp } from '../../../test/test-app';
import { setWithdrawSettings } from './settings';

describe('withdraw settings', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ SIGN_IN_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(() => t.close());

  it('answers whether withdrawals are open and their ACE fees, per token, to a signed-in user', async () => {
    const { session } = await signUp(t.app);
    const settings = (token: string) =>
      t.app.inject({ url: `/users/${token}/withdraw/settings`, headers: { 'session-id': session } });
    expect((await settings('acent')).json()).toEqual({
      withdrawal_fee_core: '1',
      withdrawal_fee_nitro: '0.5',
      withdrawal_fee_ubi: '0.5',
      allow_withdrawal: true,
    });
    await setWithdrawSettings(t.db, 'DAPPX', { allowWithdrawal: false, feeCore: parseAmount('2.25')! });
    expect((await settings('dappx')).json()).toMatchObject({
      allow_withdrawal: false,
      withdrawal_fee_core: '2.25',
    });
    expect((await settings('acent')).json().allow_withdrawal).toBe(true);
    expect((await settings('zera')).statusCode).toBe(400);
    expect((await t.app.inject('/users/acent/withdraw/settings')).statusCode).toBe(401);
  });
});
