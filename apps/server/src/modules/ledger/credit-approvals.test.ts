import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInOperators } from '../../../test/operator-sign-in';
import { balanceOf, signUp } from '../../../test/signed-in';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { units } from '../../../test/amounts';

type Headers = Record<string, string>;

describe('credits: caps, four eyes and bounded rates', () => {
  let t: TestApp;
  let owner: Headers;
  let asker: Headers;
  let second: Headers;
  let third: Headers;
  beforeAll(async () => {
    t = await createTestApp({ DEMO_MODE: 'true' });
    [owner, asker, second, third] = await signInOperators(
      t.app,
      t.db,
      'owner',
      'finance',
      'finance',
      'finance',
    );
  }, 120_000);
  afterAll(() => t.close());

  const post = (url: string, payload: object | undefined, headers: Headers) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  const get = (url: string, headers: Headers = owner) => t.app.inject({ method: 'GET', url, headers });
  const audit = async (action: string) =>
    (await get(`/admin/api/audit?action=${action}`)).json().entries as {
      operator: string;
      target: string;
      after: Record<string, unknown>;
    }[];
  const newUser = async () => {
    const user = await signUp(t.app);
    const balance = async (slug = 'acent') => units(await balanceOf(t.app, user.session, slug));
    return { ...user, balance };
  };
  const creditOf = (address: string, token: string, amount: string, headers: Headers = asker) =>
    post('/admin/api/credits', { address, token, amount, reason: 'Launch airdrop' }, headers);

  it('refuses a 40-digit credit by its schema and credits nothing', async () => {
    const user = await newUser();
    const start = await user.balance();
    const answer = await creditOf(user.address, 'ACE', '1'.padEnd(40, '0'));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(
      /^amount must be a whole number of base units above 0, at most 28 digits/,
    );
    expect(await user.balance()).toBe(start);
  });

  it('refuses a credit above the per-credit cap with a 400 naming the cap, in en, es and pt', async () => {
    const user = await newUser();
    const start = await user.balance();
    const answer = await creditOf(user.address, 'ACE', units('10000.000001').toString());
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('A credit may be at most 10000 ACE (the per-credit cap).');
    const body = { address: user.address, token: 'ACE', amount: units('20000').toString(), reason: 'x' };
    const es = await post('/admin/api/credits', body, { ...asker, 'accept-language': 'es' });
    expect(es.json().message).toBe('Un crédito puede ser como máximo de 10000 ACE (el tope por crédito).');
    const pt = await post('/admin/api/credits', body, { ...asker, 'accept-language': 'pt' });
    expect(pt.json().message).toBe('Um crédito pode ser de no máximo 10000 ACE (o teto por crédito).');
    expect(await user.balance()).toBe(start);
  });

  it('lets the owner alone set the limits, audited, in order', async () => {
    const limits = {
      per_credit_cap: units('100').toString(),
      per_day_cap: units('250').toString(),
      approval_threshold: units('60').toString(),
    };
    expect((await post('/admin/api/credit-limits/EDAO', limits, asker)).statusCode).toBe(403);
    const disordered = await post(
      '/admin/api/credit-limits/EDAO',
      { per_credit_cap: units('300').toString() },
      owner,
    );
    expect(disordered.statusCode).toBe(400);
    expect(disordered.json().message).toMatch(/^approval_threshold must be at most per_credit_cap/);
    const huge = await post('/admin/api/credit-limits/EDAO', { per_day_cap: '1'.padEnd(40, '0') }, owner);
    expect(huge.statusCode).toBe(400);
    const saved = await post('/admin/api/credit-limits/EDAO', limits, owner);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().settings).toContainEqual({
      name: 'per_day_cap',
      kind: 'amount',
      value: units('250').toString(),
    });
    const [row] = await audit('credit-limits.set');
    expect(row).toMatchObject({ target: 'EDAO', after: limits });
  });

  it('counts posted and waiting credits against the per-day cap; a rejection frees its room', async () => {
    // EDAO's limits from the test above: 100 a credit, 250 a day, a second operator above 60.
    const user = await newUser();
    const start = await user.balance('edao');
    expect((await creditOf(user.address, 'EDAO', units('50').toString())).json().status).toBe('posted');
    const waiting = await creditOf(user.address, 'EDAO', units('100').toString());
    expect(waiting.json().status).toBe('pending');
    expect((await creditOf(user.address, 'EDAO', units('60').toString())).json().status).toBe('posted');
    const over = await creditOf(user.address, 'EDAO', units('50').toString());
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(
      'Credits of EDAO may total at most 250 EDAO in 24 hours (the per-day cap); 40 EDAO is left.',
    );
    expect((await creditOf(user.address, 'EDAO', units('40').toString())).statusCode).toBe(201);
    expect((await creditOf(user.address, 'EDAO', '1')).statusCode).toBe(400);
    expect((await post(`/admin/api/credits/${waiting.json().id}/reject`, undefined, second)).statusCode).toBe(
      200,
    );
    expect((await creditOf(user.address, 'EDAO', units('100').toString())).json().status).toBe('pending');
    expect(await user.balance('edao')).toBe(start + units('150'));
  });

  it('holds a credit above the threshold until a second operator approves it, and posts it once', async () => {
    const user = await newUser();
    const start = await user.balance();
    const asked = await creditOf(user.address, 'ACE', units('1500').toString());
    expect(asked.statusCode).toBe(201);
    expect(asked.json()).toMatchObject({ status: 'pending', entry_id: null, balance: null });
    expect(await user.balance()).toBe(start);
    const id = asked.json().id as string;
    const waitingList = (await get('/admin/api/credits?status=pending', second)).json().credits;
    expect(waitingList.map((credit: { id: string }) => credit.id)).toContain(id);

    const own = await post(`/admin/api/credits/${id}/approve`, undefined, asker);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(
      'A second operator must decide on this credit: whoever asked for it cannot.',
    );
    expect(await user.balance()).toBe(start);

    const raced = await Promise.all([
      post(`/admin/api/credits/${id}/approve`, undefined, second),
      post(`/admin/api/credits/${id}/approve`, undefined, third),
    ]);
    expect(raced.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const again = await post(`/admin/api/credits/${id}/approve`, undefined, second);
    expect(again.statusCode).toBe(409);
    expect(await user.balance()).toBe(start + units('1500'));

    const approvedBy = raced.find((answer) => answer.statusCode === 200)!.json();
    expect(approvedBy).toMatchObject({ status: 'posted', amount: units('1500').toString() });
    const [request] = await audit('credit.request');
    expect(request).toMatchObject({
      target: user.address,
      after: { credit: id, amount: units('1500').toString() },
    });
    const approvals = (await audit('credit.approve')).filter((row) => row.after.credit === id);
    expect(approvals).toHaveLength(1);
    expect(approvals[0]!.operator).not.toBe(request!.operator);
  });

  it('posts nothing for a rejected credit, and it can no longer be approved', async () => {
    const user = await newUser();
    const start = await user.balance();
    const id = (await creditOf(user.address, 'ACE', units('2000').toString())).json().id as string;
    expect((await post(`/admin/api/credits/${id}/reject`, undefined, asker)).statusCode).toBe(403);
    const rejected = await post(`/admin/api/credits/${id}/reject`, undefined, second);
    expect(rejected.json()).toMatchObject({ status: 'rejected', entry_id: null });
    expect((await post(`/admin/api/credits/${id}/approve`, undefined, third)).statusCode).toBe(409);
    expect(await user.balance()).toBe(start);
    expect((await audit('credit.reject')).filter((row) => row.after.credit === id)).toHaveLength(1);
  });

  it('refuses a reward rate of 10^40 and other absurd rates and fees, changing nothing', async () => {
    const before = JSON.stringify((await get('/admin/api/staking-settings')).json());
    const cases: [string, object, RegExp][] = [
      [
        '/admin/api/staking-settings/governance/ACE',
        { reward_rate_per_minute: '1'.padEnd(41, '0') },
        /^reward_rate_per_minute must be at most 1000000000000000000 base units/,
      ],
      [
        '/admin/api/staking-settings/governance/EDAO',
        { reward_rate_per_minute: '9'.repeat(40) },
        /^reward_rate_per_minute must be at most 1000000000000000000 base units/,
      ],
      [
        '/admin/api/staking-settings/pledging/DAPPX',
        { mining_rate: units('1.000001').toString() },
        /^mining_rate must be at most 1000000000000000000 base units/,
      ],
      [
        '/admin/api/staking-settings/pledging/DAPPX',
        { unpledge_fee_core: units('10001').toString() },
        /^unpledge_fee_core must be at most 10000000000000000000000 base units \(10000 tokens\)/,
      ],
      [
        '/admin/api/withdraw-settings/ACE',
        { withdrawal_fee_core: units('1000000').toString() },
        /^withdrawal_fee_core must be at most 10000000000000000000000 base units/,
      ],
    ];
    for (const [url, body, message] of cases) {
      const answer = await post(url, body, asker);
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json().message).toMatch(message);
    }
    const es = await post(
      '/admin/api/staking-settings/governance/ACE',
      { reward_rate_per_minute: '1'.padEnd(41, '0') },
      { ...asker, 'accept-language': 'es' },
    );
    expect(es.json().message).toMatch(/debe ser como máximo 1000000000000000000 unidades base/);
    expect(JSON.stringify((await get('/admin/api/staking-settings')).json())).toBe(before);
    // Within its bound, 1 token a minute is still a raise above the threshold: it waits, unapplied.
    const fine = await post(
      '/admin/api/staking-settings/governance/ACE',
      { reward_rate_per_minute: units('1').toString() },
      asker,
    );
    expect(fine.statusCode).toBe(200);
    expect(fine.json().waiting_change).toMatchObject({ status: 'pending', token: 'ACE' });
    expect(JSON.stringify((await get('/admin/api/staking-settings')).json())).toBe(before);
  });
});

describe('staking rates: four eyes above the threshold', () => {
  let t: TestApp;
  let asker: Headers;
  let second: Headers;
  let third: Headers;
  beforeAll(async () => {
    t = await createTestApp({ DEMO_MODE: 'true' });
    [asker, second, third] = await signInOperators(t.app, t.db, 'finance', 'finance', 'finance');
  }, 120_000);
  afterAll(() => t.close());

  const post = (url: string, payload: object | undefined, headers: Headers) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  const get = (url: string, headers: Headers = asker) => t.app.inject({ method: 'GET', url, headers });
  const setting = async (token: string, name: string) => {
    const { groups } = (await get('/admin/api/staking-settings')).json() as {
      groups: { token: string; settings: { name: string; value: unknown }[] }[];
    };
    return groups.find((group) => group.token === token)!.settings.find((one) => one.name === name)!.value;
  };
  const audit = async (action: string) =>
    (await get(`/admin/api/audit?action=${action}`)).json().entries as {
      operator: string;
      after: Record<string, unknown>;
    }[];
  /** The mining rate a DAPPX staker is told, the one the store mines Zera by. */
  const minedRate = async () => {
    const { session } = await signUp(t.app);
    const earned = await t.app.inject({
      method: 'POST',
      url: '/users/getEarnedZeraBalance',
      headers: { 'session-id': session },
      payload: { token_type: 'DAPPX' },
    });
    return earned.json().mining_rate as string;
  };

  it('keeps a raise above the threshold waiting until a second operator applies it, audited', async () => {
    const waiting = await post(
      '/admin/api/staking-settings/pledging/DAPPX',
      { mining_rate: units('0.5').toString() },
      asker,
    );
    expect(waiting.statusCode).toBe(200);
    const change = waiting.json().waiting_change as { id: string; changes: object; requested_by: string };
    expect(change).toMatchObject({ status: 'pending', changes: { mining_rate: units('0.5').toString() } });
    expect(await setting('DAPPX', 'mining_rate')).toBe(units('0.1').toString());
    expect(await minedRate()).toBe(units('0.1').toString());
    const pending = (await get('/admin/api/staking-settings/changes?status=pending')).json().changes;
    expect(pending.map((one: { id: string }) => one.id)).toContain(change.id);

    const own = await post(`/admin/api/staking-settings/changes/${change.id}/approve`, undefined, asker);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(
      'A second operator must decide on this settings change: whoever asked for it cannot.',
    );
    expect(await setting('DAPPX', 'mining_rate')).toBe(units('0.1').toString());

    const approved = await post(
      `/admin/api/staking-settings/changes/${change.id}/approve`,
      undefined,
      second,
    );
    expect(approved.statusCode).toBe(200);
    expect(await setting('DAPPX', 'mining_rate')).toBe(units('0.5').toString());
    expect(await minedRate()).toBe(units('0.5').toString());
    const again = await post(`/admin/api/staking-settings/changes/${change.id}/approve`, undefined, third);
    expect(again.statusCode).toBe(409);
    expect((await get('/admin/api/staking-settings/changes?status=pending')).json().changes).toEqual([]);

    const [request] = (await audit('staking-settings.request')).filter(
      (row) => row.after.change === change.id,
    );
    const approvals = (await audit('staking-settings.approve')).filter(
      (row) => row.after.change === change.id,
    );
    expect(approvals).toHaveLength(1);
    expect(approvals[0]).toMatchObject({
      after: { mining_rate: units('0.5').toString(), requested_by: request!.operator },
    });
    expect(approvals[0]!.operator).not.toBe(request!.operator);
  });

  it('changes nothing when the second operator rejects, and a rejected change cannot be applied', async () => {
    const before = await setting('EDAO', 'reward_rate_per_minute');
    const body = { reward_rate_per_minute: units('0.9').toString(), pledge_fee_core: '3' };
    const { id } = (await post('/admin/api/staking-settings/governance/EDAO', body, asker)).json()
      .waiting_change as { id: string };
    // The whole change waits: the fee asked for beside the rate is not applied on its own.
    expect(await setting('EDAO', 'pledge_fee_core')).not.toBe('3');
    const rejected = await post(`/admin/api/staking-settings/changes/${id}/reject`, undefined, second);
    expect(rejected.json()).toMatchObject({ status: 'rejected', decided_by: expect.any(String) });
    expect(
      (await post(`/admin/api/staking-settings/changes/${id}/approve`, undefined, third)).statusCode,
    ).toBe(409);
    expect(await setting('EDAO', 'reward_rate_per_minute')).toBe(before);
    expect(await setting('EDAO', 'pledge_fee_core')).not.toBe('3');
    expect((await audit('staking-settings.reject')).filter((row) => row.after.change === id)).toHaveLength(1);
  });

  it('applies at once a rate lowered, or raised within the threshold', async () => {
    const lowered = await post(
      '/admin/api/staking-settings/pledging/ACE-PLEDGING',
      { mining_rate: units('0.01').toString() },
      asker,
    );
    expect(lowered.json().waiting_change).toBeUndefined();
    expect(await setting('ACE-PLEDGING', 'mining_rate')).toBe(units('0.01').toString());
    const raised = await post(
      '/admin/api/staking-settings/pledging/ACE-PLEDGING',
      { mining_rate: units('0.1').toString() },
      asker,
    );
    expect(raised.json().waiting_change).toBeUndefined();
    expect(await setting('ACE-PLEDGING', 'mining_rate')).toBe(units('0.1').toString());
  });

  it('answers an unknown change 404 and a change id that is not one 400, in the asker’s language', async () => {
    const unknown = await post(
      '/admin/api/staking-settings/changes/00000000-0000-4000-8000-000000000000/approve',
      undefined,
      { ...second, 'accept-language': 'es' },
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No existe ese cambio de ajustes.');
    expect((await post('/admin/api/staking-settings/changes/x/reject', undefined, second)).statusCode).toBe(
      400,
    );
  });
});
