import {
  historyEndpoints,
  tokenStakingEndpoints,
  submissionsEndpoints,
  transfersEndpoints,
  usersEndpoints,
  withdrawalsEndpoints,
} from '@dappx/shared/endpoints';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, readEarly, type ApiRequestError } from './api-client';
import { changeLanguage, initI18n } from './i18n';

describe('a rate-limited answer', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await changeLanguage('en');
  });

  /** Every call answers `answer`; the headers each call sent are kept. */
  function answerEveryCall(answer: () => Response) {
    const sent: Record<string, string>[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      sent.push(init.headers as Record<string, string>);
      return answer();
    });
    return sent;
  }

  const dapp = {
    name: 'Tiny Farm',
    url: 'https://tiny.example',
    category: 'game' as const,
    description: 'A farm.',
    logo: '/uploads/logo.png',
    chains: ['ethereum' as const],
    contact_email: 'team@tiny.example',
  };
  const submit = () =>
    api(submissionsEndpoints.submitDapp, { body: dapp }).then(
      () => expect.unreachable('the call was refused'),
      (error: unknown) => error as ApiRequestError,
    );

  const withoutBody = (retryAfter?: string) => () =>
    new Response(null, {
      status: 429,
      headers: retryAfter === undefined ? {} : { 'retry-after': retryAfter },
    });

  it('shows the store’s own refusal, in the page’s language, rather than a wait counted in seconds', async () => {
    await initI18n('es');
    const capText = 'Puedes proponer como máximo 10 dapps al día. Inténtalo de nuevo en 24 h.';
    const sent = answerEveryCall(
      () =>
        new Response(JSON.stringify({ message: capText, code: 'RATE_LIMITED' }), {
          status: 429,
          headers: { 'retry-after': '86400' },
        }),
    );
    expect(await submit()).toMatchObject({ status: 429, code: 'RATE_LIMITED', message: capText });
    expect(sent[0]!['accept-language']).toBe('es');
  });

  it('tells the visitor, in their language, how long the server asked them to wait when it said nothing more', async () => {
    await initI18n('en');
    answerEveryCall(withoutBody('42'));
    expect(await submit()).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please try again in 42 s.',
    });
    answerEveryCall(withoutBody('7'));
    await changeLanguage('es');
    expect((await submit()).message).toBe('Demasiadas solicitudes. Vuelve a intentarlo en 7 s.');
    await changeLanguage('pt');
    expect((await submit()).message).toBe('Muitas solicitações. Tente novamente em 7 s.');
    // A proxy's page in front of the store is no answer of ours either.
    answerEveryCall(() => new Response('<html>429</html>', { status: 429, headers: { 'retry-after': '7' } }));
    expect((await submit()).message).toBe('Muitas solicitações. Tente novamente em 7 s.');
  });

  it('waits a minute when the server gave no time', async () => {
    await initI18n('en');
    answerEveryCall(withoutBody());
    expect((await submit()).message).toBe('Too many requests. Please try again in 60 s.');
  });
});

describe('a call to a declared endpoint', () => {
  afterEach(() => vi.unstubAllGlobals());

  function recordCalls() {
    const calls: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify({ message: 'Ok' }), { status: 200 });
    });
    return calls;
  }

  it('takes method and path from the declaration, fills the params and sends the query and body', async () => {
    const calls = recordCalls();
    await api(withdrawalsEndpoints.cancelWithdraw, { params: { token: 'acent', id: 'a/b' } });
    await api(historyEndpoints.transactionsHistory, {
      params: { token: 'acent' },
      query: { limit: 10, offset: 20 },
    });
    // The URLs the declarations produce, written out: what the server registers.
    /* eslint-disable no-restricted-syntax */
    expect(calls.map((call) => [call.init.method, call.url])).toEqual([
      ['POST', '/users/acent/withdraw/a%2Fb/cancel'],
      ['GET', '/users/acent/transactionsHistory?limit=10&offset=20'],
    ]);
    /* eslint-enable no-restricted-syntax */
  });

  it('gives every money call its own Idempotency-Key unless the caller keeps one, and sends fixed headers', async () => {
    const calls = recordCalls();
    const transfer = {
      params: { token: 'acent', direction: 'vault-to-active' },
      body: { amount: '1' },
    } as const;
    await api(transfersEndpoints.transfer, transfer);
    await api(transfersEndpoints.transfer, transfer);
    await api(transfersEndpoints.transfer, { ...transfer, idempotencyKey: 'kept-1' });
    await api(tokenStakingEndpoints.getPledgingConfig);
    const headers = calls.map((call) => call.init.headers as Record<string, string>);
    expect(headers[0]!['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    expect(headers[1]!['idempotency-key']).not.toBe(headers[0]!['idempotency-key']);
    expect(headers[2]!['idempotency-key']).toBe('kept-1');
    expect(headers[3]).toMatchObject({ 'custom-token-id': 'DAPPX' });
    expect(headers[3]!['idempotency-key']).toBeUndefined();
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual({ amount: '1' });
  });
});

describe('a read asked for early', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers the first call of the same read, once; a later call asks the server again', async () => {
    let asked = 0;
    vi.stubGlobal('fetch', async () => {
      asked += 1;
      return new Response(JSON.stringify({ answer: asked }), { status: 200 });
    });
    const read = { params: { token: 'acent' }, query: { limit: 10, offset: 20 } } as const;
    // eslint-disable-next-line no-restricted-syntax -- the path the declaration produces, as a page names it
    readEarly(['/users/acent/transactionsHistory?limit=10&offset=20']);
    expect(asked).toBe(1);
    expect(await api(historyEndpoints.transactionsHistory, read)).toEqual({ answer: 1 });
    expect(asked).toBe(1);
    expect(await api(historyEndpoints.transactionsHistory, read)).toEqual({ answer: 2 });
  });

  it("takes a read the page's starter asked for when its headers are the client's, and no other", async () => {
    localStorage.setItem('session-id', 'session-1');
    const asSent = { accept: 'application/json', 'accept-language': 'en', 'session-id': 'session-1' };
    const early = (answer: string) =>
      Promise.resolve(new Response(JSON.stringify({ answer }), { status: 200 }));
    const totals = historyEndpoints.totals.path;
    const profile = usersEndpoints.userProfile.path;
    window.dappxEarlyReads = [
      [totals, asSent, early('early totals')],
      // Asked in another language than the page's: its texts would be the wrong ones, so it is not taken.
      [profile, { ...asSent, 'accept-language': 'pt' }, early('early profile')],
    ];
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url);
      return new Response(JSON.stringify({ answer: 'asked' }), { status: 200 });
    });
    try {
      vi.resetModules();
      const client = await import('./api-client');
      expect(window.dappxEarlyReads).toBeUndefined();
      expect(await client.api(historyEndpoints.totals)).toEqual({ answer: 'early totals' });
      expect(await client.api(usersEndpoints.userProfile)).toEqual({ answer: 'asked' });
      expect(await client.api(historyEndpoints.totals)).toEqual({ answer: 'asked' });
      expect(asked).toEqual([profile, totals]);
    } finally {
      localStorage.removeItem('session-id');
    }
  });

  it("takes the starter's Zera payout only for a POST with the same body, once", async () => {
    localStorage.setItem('session-id', 'session-1');
    const posting = {
      accept: 'application/json',
      'accept-language': 'en',
      'content-type': 'application/json',
      'session-id': 'session-1',
    };
    const earned = tokenStakingEndpoints.getEarnedZeraBalance;
    const answer = (earned_zera: string) =>
      JSON.stringify({ earned_zera, mining_rate: '0', pledged_dappx: '0' });
    const ace = JSON.stringify({ token_type: 'ACE' });
    window.dappxEarlyReads = [
      [earned.path, posting, Promise.resolve(new Response(answer('1'), { status: 200 })), ace],
    ];
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      asked.push(`${init.method} ${url} ${String(init.body)}`);
      return new Response(answer('2'), { status: 200 });
    });
    try {
      vi.resetModules();
      const client = await import('./api-client');
      const ask = (token_type: 'ACE' | 'DAPPX') => client.api(earned, { body: { token_type } });
      // Another token's payout is not the one the starter asked for.
      expect((await ask('DAPPX')).earned_zera).toBe('2');
      expect((await ask('ACE')).earned_zera).toBe('1');
      expect((await ask('ACE')).earned_zera).toBe('2');
      expect(asked).toEqual([
        `POST ${earned.path} ${JSON.stringify({ token_type: 'DAPPX' })}`,
        `POST ${earned.path} ${ace}`,
      ]);
    } finally {
      localStorage.removeItem('session-id');
    }
  });
});
