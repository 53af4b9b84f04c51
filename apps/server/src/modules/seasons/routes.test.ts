import { seasonTexts, type Season } from '@dappx/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, demoSeasons, signUp } from '../../../test/signed-in';
import { createTestApp } from '../../../test/test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('season stakes', () => {
  let t: TestApp;
  let ranged: Season;
  let fixed: Season;
  beforeAll(async () => {
    t = await createTestApp({ DEMO_MODE: 'true', SIGN_IN_RATE_LIMIT_MAX: '1000' });
    ({ ranged, fixed } = await demoSeasons(t.app));
  });
  afterAll(() => t.close());

  const call = (session: string, method: 'GET' | 'POST', url: string, payload?: object, key?: string) =>
    t.app.inject({
      method,
      url,
      headers: { 'session-id': session, ...(key ? { 'idempotency-key': key } : {}) },
      ...(payload ? { payload } : {}),
    });
  const active = (session: string) => balanceOf(t.app, session, 'acent', 'active');

  /** A demo account (1000 ACE in the vault) with `amount` moved to its active balance. */
  async function staker(amount = '300') {
    const user = await signUp(t.app);
    await call(user.session, 'POST', '/users/acent/transfer/vault-to-active', { amount });
    return user;
  }
  const pledge = (user: { session: string; address: string }, season: Season, pledgeAmount: string) =>
    call(user.session, 'POST', '/users/acent/createPledge', {
      pledgeAmount,
      wallet: user.address,
      season_id: season._id,
      pledge_date: new Date().toISOString(),
      duration: season.duration,
    });

  it('lists the open seasons without a session, with their range, lock period and status', () => {
    expect(ranged).toMatchObject({ min_amount: '10', max_amount: '500', duration: 720, duration_days: 30 });
    expect(ranged.status).toBe('ongoing');
    expect(fixed).toMatchObject({ min_amount: '100', max_amount: '100', status: 'ongoing' });
    expect(new Date(ranged.end_date).getTime()).toBeGreaterThan(Date.now());
  });

  it('stakes from the active balance and reports it per season and in the history', async () => {
    const user = await staker();
    expect((await pledge(user, ranged, '25.5')).json()).toEqual({ message: 'Ok' });
    expect((await pledge(user, fixed, '100')).statusCode).toBe(200);
    expect(await active(user.session)).toBe('174.5');
    expect((await call(user.session, 'GET', '/users/acent/pledgedAcent')).json()).toEqual({
      pledge_amount: '125.5',
    });
    const perSeason = await call(
      user.session,
      'GET',
      `/users/acent/pledgedAcentPerSeason?season_ids=${ranged._id},${fixed._id}`,
    );
    expect(perSeason.json()).toEqual({
      pledge_amount: '125.5',
      seasons: { [ranged._id]: '25.5', [fixed._id]: '100' },
    });
    const history = (await call(user.session, 'GET', '/users/acent/pledgeHistory?offset=0&limit=1')).json();
    expect(history.total_rows).toBe(2);
    expect(history.total_amount).toBe('125.5');
    expect(history.pledge_history).toHaveLength(1);
    expect(history.pledge_history[0]).toMatchObject({ type: 'Stake', amount: '100', duration: 60 });
  });

  it('refuses with the spec’s texts and changes nothing', async () => {
    const user = await staker('50');
    const cases: [Season, string, number, string][] = [
      [ranged, '0', 400, seasonTexts.invalid],
      [ranged, '', 400, seasonTexts.invalid],
      [ranged, '9.999999', 400, seasonTexts.belowMinimum],
      [ranged, '500.000001', 400, seasonTexts.aboveMaximum],
      [ranged, '60', 400, seasonTexts.insufficient],
      [fixed, '99', 400, seasonTexts.belowMinimum],
    ];
    for (const [season, amount, status, message] of cases) {
      const answer = await pledge(user, season, amount);
      expect([answer.statusCode, answer.json().message], amount).toEqual([status, message]);
    }
    const other = await signUp(t.app);
    const wrongWallet = await call(user.session, 'POST', '/users/acent/createPledge', {
      pledgeAmount: '20',
      wallet: other.address,
      season_id: ranged._id,
    });
    expect(wrongWallet.json().message).toBe(seasonTexts.wrongWallet);
    const unknown = await pledge(user, { ...ranged, _id: '00000000-0000-4000-8000-000000000000' }, '20');
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, seasonTexts.notFound]);
    expect(await active(user.session)).toBe('50');
    expect((await call(user.session, 'GET', '/users/acent/pledgedAcent')).json().pledge_amount).toBe('0');
  });

  it('keeps one user’s stakes in a season within its maximum, also when sent at once', async () => {
    const user = await staker('1000');
    const answers = await Promise.all(Array.from({ length: 12 }, () => pledge(user, fixed, '100')));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.json().message === seasonTexts.aboveMaximum)).toHaveLength(11);
    expect(await active(user.session)).toBe('900');
  });

  it('executes a repeated Idempotency-Key once and refuses it for another season', async () => {
    const user = await staker('300');
    const body = { pledgeAmount: '40', wallet: user.address, season_id: ranged._id };
    const first = await call(user.session, 'POST', '/users/acent/createPledge', body, 'season-key-1');
    const again = await call(user.session, 'POST', '/users/acent/createPledge', body, 'season-key-1');
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    const other = await call(
      user.session,
      'POST',
      '/users/acent/createPledge',
      { ...body, season_id: fixed._id },
      'season-key-1',
    );
    expect(other.statusCode).toBe(409);
    expect(await active(user.session)).toBe('260');
  });

  it('moves through collection-done to completed, then releases the stake once', async () => {
    const user = await staker('300');
    const [created] = (
      await t.db.execute<{ id: string }>(sql`
        INSERT INTO pledge_seasons (name, min_amount, max_amount, collect_until, lock_days)
        VALUES ('Short season', 1e18, 1e21, now() + interval '1 hour', 1) RETURNING id`)
    ).rows;
    const season = { ...ranged, _id: created!.id };
    expect((await pledge(user, season, '80')).statusCode).toBe(200);
    const statusOf = async () =>
      ((await t.app.inject('/users/acent/currentPledgeSeason')).json().seasons as Season[]).find(
        (listed) => listed._id === created!.id,
      )?.status;
    expect(await statusOf()).toBe('ongoing');

    await t.db.execute(
      sql`UPDATE pledge_seasons SET collect_until = now() - interval '1 hour' WHERE id = ${created!.id}`,
    );
    expect(await statusOf()).toBe('collection-done');
    const late = await pledge(user, season, '10');
    expect([late.statusCode, late.json().message]).toEqual([409, seasonTexts.closed]);
    expect(await active(user.session)).toBe('220');

    await t.db.execute(
      sql`UPDATE pledge_seasons SET collect_until = now() - interval '2 days' WHERE id = ${created!.id}`,
    );
    expect(await statusOf()).toBe('completed');
    const reads = await Promise.all(
      Array.from({ length: 5 }, () => call(user.session, 'GET', '/users/acent/pledgedAcent')),
    );
    expect(reads.map((read) => read.json().pledge_amount)).toEqual(['0', '0', '0', '0', '0']);
    expect(await active(user.session)).toBe('300');
    const history = (await call(user.session, 'GET', '/users/acent/pledgeHistory')).json();
    expect(history.pledge_history.map((row: { type: string }) => row.type)).toEqual(['Unstake', 'Stake']);
  });

  it('asks for a session on personal season calls', async () => {
    const answer = await t.app.inject('/users/acent/pledgedAcent');
    expect(answer.statusCode).toBe(401);
  });
});
