import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsOperator } from './operator-sign-in';
import { balanceOf, signUp } from './signed-in';
import { createTestApp } from './test-app';
import { units } from './amounts';

type Headers = Record<string, string>;

/** Every money call of the console, with a body finance may send (finance only, besides the owner). */
const moneyCalls: { method: 'GET' | 'POST'; url: string; payload?: object }[] = [
  { method: 'GET', url: '/admin/api/withdraw-settings' },
  { method: 'POST', url: '/admin/api/withdraw-settings/ACE', payload: { allow_withdrawal: true } },
  { method: 'GET', url: '/admin/api/staking-settings' },
  { method: 'POST', url: '/admin/api/staking-settings/governance/EDAO', payload: { penalty_duration: 24 } },
  { method: 'POST', url: '/admin/api/staking-settings/pledging/DAPPX', payload: { holding_period: 24 } },
  { method: 'GET', url: '/admin/api/withdrawals' },
  { method: 'GET', url: '/admin/api/withdrawals/00000000-0000-4000-8000-000000000000' },
  { method: 'GET', url: '/admin/api/seasons' },
  {
    method: 'POST',
    url: '/admin/api/seasons',
    payload: { name: 'Role check', min_amount: '1', max_amount: '2', collect_days: 1, lock_days: 1 },
  },
  { method: 'POST', url: '/admin/api/seasons/00000000-0000-4000-8000-000000000000/close' },
  { method: 'GET', url: '/admin/api/prices' },
  { method: 'POST', url: '/admin/api/prices/IMX', payload: { usd: '0.5' } },
  {
    method: 'POST',
    url: '/admin/api/credits',
    payload: {
      address: '0x0000000000000000000000000000000000000001',
      token: 'ACE',
      amount: '1',
      reason: 'x',
    },
  },
  { method: 'GET', url: '/admin/api/credits?status=pending' },
  { method: 'POST', url: '/admin/api/credits/00000000-0000-4000-8000-000000000000/approve' },
  { method: 'POST', url: '/admin/api/credits/00000000-0000-4000-8000-000000000000/reject' },
  { method: 'GET', url: '/admin/api/credit-limits' },
];

describe('/admin/api money calls (finance)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let finance: Headers;
  beforeAll(async () => {
    t = await createTestApp({ DEMO_MODE: 'true' });
    finance = (await signInAsOperator(t.app, t.db, 'finance')).headers;
  }, 120_000);
  afterAll(() => t.close());

  const get = (url: string, headers: Headers = finance) => t.app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: object, headers: Headers = finance) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  const audit = async (action: string) =>
    (await get(`/admin/api/audit?action=${action}`)).json().entries as {
      operator: string;
      target: string;
      before: unknown;
      after: unknown;
    }[];

  it('answers finance, refuses editor and support with 403 and a caller without a session with 401', async () => {
    const editor = (await signInAsOperator(t.app, t.db, 'editor')).headers;
    const support = (await signInAsOperator(t.app, t.db, 'support')).headers;
    for (const call of moneyCalls) {
      for (const [headers, status] of [
        [editor, 403],
        [support, 403],
        [{}, 401],
      ] as const) {
        const answer = await t.app.inject({ ...call, headers });
        expect(answer.statusCode, `${call.method} ${call.url}`).toBe(status);
      }
      const answer = await t.app.inject({ ...call, headers: finance });
      expect([200, 201, 404], `${call.method} ${call.url}: ${answer.body}`).toContain(answer.statusCode);
    }
    expect((await get('/admin/api/withdraw-settings')).statusCode).toBe(200);
  });

  it('changes a withdrawal fee: the store answers it, the audit log keeps before and after', async () => {
    const before = (await get('/admin/api/withdraw-settings')).json().groups;
    const ace = before.find((group: { token: string }) => group.token === 'ACE');
    expect(ace.settings).toContainEqual({
      name: 'withdrawal_fee_core',
      kind: 'amount',
      value: units('1').toString(),
    });

    const changed = await post('/admin/api/withdraw-settings/ACE', {
      withdrawal_fee_core: units('2.5').toString(),
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().settings).toContainEqual({
      name: 'withdrawal_fee_core',
      kind: 'amount',
      value: units('2.5').toString(),
    });
    const user = await signUp(t.app);
    const store = await t.app.inject({
      url: '/users/acent/withdraw/settings',
      headers: { 'session-id': user.session },
    });
    expect(store.json().withdrawal_fee_core).toBe('2.5');

    const [row] = await audit('withdraw-settings.set');
    expect(row).toMatchObject({
      target: 'ACE',
      before: { withdrawal_fee_core: units('1').toString() },
      after: { withdrawal_fee_core: units('2.5').toString(), withdrawal_fee_nitro: units('0.5').toString() },
    });
  });

  it('refuses bad values with 400 naming the field, in the caller’s language, and changes nothing', async () => {
    const settings = async () => JSON.stringify((await get('/admin/api/staking-settings')).json());
    const saved = await settings();
    const auditRows = (await audit('staking-settings.set')).length;
    const cases: [string, object, RegExp][] = [
      [
        '/admin/api/withdraw-settings/ACE',
        { withdrawal_fee_core: '-1' },
        /withdrawal_fee_core must be a whole number of base units/,
      ],
      ['/admin/api/withdraw-settings/ACE', { withdrawal_fee_core: '1.5' }, /withdrawal_fee_core/],
      [
        '/admin/api/staking-settings/governance/ACE',
        { pledge_fee_core: '101' },
        /pledge_fee_core must be a percent from 0 to 100/,
      ],
      [
        '/admin/api/staking-settings/governance/ACE',
        { min_pledge_per_tx: units('1000000000').toString() },
        /^min_pledge_per_tx must be more than 0 and at most max_pledge_per_tx\.$/,
      ],
      [
        '/admin/api/staking-settings/governance/ACE',
        { pledge_fee_core: '60', pledge_fee_nitro: '50' },
        /pledge_fee_core, pledge_fee_nitro and pledge_fee_ubi together must be at most 100 %/,
      ],
      [
        '/admin/api/staking-settings/pledging/DAPPX',
        { minimum_pledge_limit_per_transaction: '0' },
        /minimum_pledge_limit_per_transaction must be more than 0/,
      ],
      ['/admin/api/staking-settings/pledging/DAPPX', { penalty_duration: 3 }, /penalty_duration/],
      ['/admin/api/staking-settings/pledging/DAPPX', {}, /Give at least one setting to change\./],
    ];
    for (const [url, body, message] of cases) {
      const answer = await post(url, body);
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json().message).toMatch(message);
    }
    const inSpanish = await post(
      '/admin/api/staking-settings/governance/ACE',
      { min_pledge_per_tx: '0' },
      { ...finance, 'accept-language': 'es' },
    );
    expect(inSpanish.json().message).toBe(
      'El campo min_pledge_per_tx debe ser mayor que 0 y como máximo max_pledge_per_tx.',
    );
    expect(await settings()).toBe(saved);
    expect(await audit('staking-settings.set')).toHaveLength(auditRows);
  });

  it('changes a staking setting through the same service as the admin command, audited', async () => {
    const answer = await post('/admin/api/staking-settings/governance/EDAO', { pledge_fee_core: '1.25' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().settings).toContainEqual({
      name: 'pledge_fee_core',
      kind: 'percent',
      value: '1.25',
    });
    const [row] = await audit('staking-settings.set');
    expect(row).toMatchObject({ target: 'EDAO', after: { pledge_fee_core: '1.25' } });
  });

  it('credits an address once, even when the same request is posted twice with its Idempotency-Key', async () => {
    const user = await signUp(t.app);
    const balance = () => balanceOf(t.app, user.session, 'edao');
    const start = await balance();
    const body = {
      address: user.address,
      token: 'EDAO',
      amount: units('12.5').toString(),
      reason: 'Launch airdrop',
    };
    const headers = { ...finance, 'idempotency-key': `credit-${Date.now()}` };
    const first = await post('/admin/api/credits', body, headers);
    const again = await post('/admin/api/credits', body, headers);
    expect(first.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(Number(await balance())).toBe(Number(start) + 12.5);

    const [row] = await audit('credit.add');
    expect(row).toMatchObject({
      target: user.address,
      before: { token: 'EDAO', balance: units(start).toString() },
      after: { amount: units('12.5').toString(), reason: 'Launch airdrop' },
    });
    const otherBody = await post('/admin/api/credits', { ...body, amount: units('1').toString() }, headers);
    expect(otherBody.statusCode).toBe(409);

    const nobody = await post('/admin/api/credits', {
      ...body,
      address: '0x000000000000000000000000000000000000dEaD',
    });
    expect(nobody.statusCode).toBe(404);
    const noReason = await post('/admin/api/credits', { ...body, reason: ' ' });
    expect(noReason.json().message).toMatch(/^reason must say why/);
    expect(Number(await balance())).toBe(Number(start) + 12.5);
  });

  it('creates and closes a season that the store’s season call shows', async () => {
    const storeSeason = async (id: string) =>
      (
        (await t.app.inject('/users/acent/currentPledgeSeason')).json().seasons as {
          _id: string;
          status: string;
        }[]
      ).find((season) => season._id === id);
    const bad = await post('/admin/api/seasons', {
      name: 'Upside down',
      min_amount: units('10').toString(),
      max_amount: units('5').toString(),
      collect_days: 7,
      lock_days: 30,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^max_amount must be at least min_amount/);

    const created = await post('/admin/api/seasons', {
      name: 'Winter season',
      min_amount: units('10').toString(),
      max_amount: units('500').toString(),
      collect_days: 7,
      lock_days: 30,
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect(await storeSeason(id)).toMatchObject({ status: 'ongoing' });
    expect((await get('/admin/api/seasons')).json().seasons.map((s: { id: string }) => s.id)).toContain(id);

    const closed = await post(`/admin/api/seasons/${id}/close`, {});
    expect(closed.json()).toMatchObject({ id, status: 'collection-done' });
    expect(await storeSeason(id)).toMatchObject({ status: 'collection-done' });
    expect(await audit('season.create')).toContainEqual(
      expect.objectContaining({ target: id, before: null }),
    );
    const [closeRow] = await audit('season.close');
    expect(closeRow).toMatchObject({
      target: id,
      before: { status: 'ongoing' },
      after: { status: 'collection-done' },
    });
  });

  it('sets a demo price the store then answers, audited; refuses a malformed one', async () => {
    const bad = await post('/admin/api/prices/ACE', { usd: '1e3' });
    expect(bad.json().message).toMatch(/^usd must be a USD price/);
    const set = await post('/admin/api/prices/ACE', { usd: '0.0425' });
    expect(set.statusCode).toBe(200);
    expect(Number(set.json().usd)).toBe(0.0425);
    const prices = (await get('/admin/api/prices')).json().prices;
    expect(prices.find((price: { symbol: string }) => price.symbol === 'ACE').usd).toBe(set.json().usd);
    const [row] = await audit('price.set');
    expect(row).toMatchObject({ target: 'ACE', after: { usd: set.json().usd } });
  });
});
