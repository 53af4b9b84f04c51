import net, { type AddressInfo } from 'node:net';
import type { InjectOptions } from 'fastify';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nftOrders } from '../src/modules/marketplace';
import { users } from '../src/modules/users';
import { signUp } from './signed-in';
import { realChainsEnv } from './real-chains-env';
import { createTestApp } from './test-app';

/** Each kind of bad request gets a clear 4xx and a log line; nothing crashes, nothing leaks a stack. */
describe('bad input', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ BODY_LIMIT_BYTES: '2048' });
  });
  afterAll(() => t.close());

  const post = (payload: string, contentType = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url: '/newsletter/submit',
      payload,
      headers: { 'content-type': contentType },
    });

  const loggedRejection = (code: string) =>
    t.logs.some((line) => line.msg === 'request rejected' && line.code === code);

  it('malformed JSON', async () => {
    const response = await post('{"email": "a@b.co"');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'The request body is not valid JSON.',
      code: 'MALFORMED_JSON',
    });
    expect(loggedRejection('MALFORMED_JSON')).toBe(true);
  });

  it('a wrong content type', async () => {
    const response = await post('email=a@b.co', 'application/x-www-form-urlencoded');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      message: 'Send the request body as application/json.',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    expect(loggedRejection('UNSUPPORTED_MEDIA_TYPE')).toBe(true);
  });

  it('an oversized body', async () => {
    const response = await post(JSON.stringify({ email: `${'a'.repeat(4096)}@b.co` }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The request body is too large.', code: 'PAYLOAD_TOO_LARGE' });
    expect(loggedRejection('PAYLOAD_TOO_LARGE')).toBe(true);
  });

  it('a JSON body that is not an object', async () => {
    const response = await post('"a@b.co"');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION');
  });

  it('an unknown API path is a JSON 404, not the web app', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/users/nothing-here',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Nothing at GET /users/nothing-here.', code: 'NOT_FOUND' });
  });

  it('names Object.prototype has are no banner and no search word (found by the fuzzer)', async () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      const banner = await t.app.inject({ method: 'GET', url: `/media/banners/${name}-en-desktop.svg` });
      // No such banner: 404, or 400 where the name is not even a banner name's shape.
      expect([400, 404], name).toContain(banner.statusCode);
      const search = await t.app.inject({ method: 'GET', url: `/v1/search?q=${name}` });
      expect(search.statusCode, name).toBe(200);
    }
  });

  it('a long or strange unknown path is not repeated back', async () => {
    for (const url of [`/v1/${'segment/'.repeat(800)}end`, '/users/%3Cscript%3E"quoted"']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Nothing at this GET address.', code: 'NOT_FOUND' });
    }
  });

  it('carries a request id on every answer and keeps a sane one given by the caller', async () => {
    const given = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'trace-12345678' },
    });
    expect(given.headers['x-request-id']).toBe('trace-12345678');
    const fresh = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'bad id!' },
    });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

/** Every error answer in our shape: a JSON object of exactly a message and a code. */
const ourShape = { message: expect.any(String), code: expect.any(String) };

/** A production-like chain setup where nothing listens: enough for routes that refuse before any chain call. */
const unreachableChains = { ...realChainsEnv(), SIGN_IN_RATE_LIMIT_MAX: '1000' };

describe('a null byte or another control character in a text', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp(unreachableChains);
  });
  afterAll(() => t?.close());

  const usersCount = async () => (await t.db.select({ id: users.id }).from(users)).length;
  const ordersCount = async () => (await t.db.select({ id: nftOrders.id }).from(nftOrders)).length;

  it.each(['%00', 'a%00b', 'uni%01swap', '%7F'])('in the search text q=%s is a 400 naming q', async (q) => {
    const response = await t.app.inject({ method: 'GET', url: `/v1/search?q=${q}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.stringMatching(/^q /), code: 'VALIDATION' });
    expect(response.json().message).toMatch(/control character/);
  });

  it.each([
    ['email_id', { email_id: 'ana\u0000@example.com' }],
    ['email_id', { email_id: '\u0000ana@example.com' }],
    ['referral_by', { email_id: 'ana@example.com', referral_by: '\u0000' }],
    ['referral_by', { email_id: 'ana@example.com', referral_by: 'ABC\u0000DEF' }],
  ])('in %s of createAccount is a 400 naming the field, and no account is stored', async (field, body) => {
    const before = await usersCount();
    const wallet = privateKeyToAccount(generatePrivateKey());
    const response = await t.app.inject({
      method: 'POST',
      url: '/users/createAccount',
      payload: { publicAddress: wallet.address, ...body },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String), code: 'VALIDATION' });
    expect(response.json().message).toContain(field);
    expect(response.json().message).not.toContain('\u0000');
    expect(await usersCount()).toBe(before);
  });

  it.each(['\u0000', 'ZEP-001\u0000', 'ZEP\u0007001'])(
    'in asset_id of buy-token (%j) is the spec’s invalid-request naming asset_id, and no order is stored',
    async (asset_id) => {
      const buyer = await signUp(t.app);
      const before = await ordersCount();
      const response = await t.app.inject({
        method: 'POST',
        url: '/v1/marketplace/buy-token',
        payload: { session_id: buyer.session, asset_id },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: expect.stringMatching(/^asset_id /),
        code: 'invalid-request',
      });
      expect(await ordersCount()).toBe(before);
    },
  );
});

describe('answers in our shape that never echo the request', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t?.close());

  /** A raw HTTP/1.1 exchange over TCP: inject would skip Node's parser, where some of these answers come from. */
  function raw(request: string): Promise<{ status: number; headers: string; body: string }> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      const chunks: Buffer[] = [];
      socket.on('data', (chunk) => chunks.push(chunk));
      socket.on('error', (error) => (chunks.length ? undefined : reject(error)));
      socket.on('close', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const [head = '', body = ''] = text.split('\r\n\r\n', 2);
        const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
        resolve({ status, headers: head, body });
      });
      socket.write(request);
    });
  }
  const get = (target: string) =>
    raw(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);

  it('a path parameter over the length limit is a 414 in our shape, without the path', async () => {
    const long = 'x'.repeat(5000);
    const response = await get(`/v1/marketplace/collections/${long}/tokens`);
    expect(response.status).toBe(414);
    const body = JSON.parse(response.body);
    expect(body).toEqual({ message: expect.any(String), code: 'URI_TOO_LONG' });
    expect(body.message).not.toContain('xxxxxxxxxx');
    expect(body.message).toMatch(/100 characters/);
  });

  it('a path that is not valid percent-encoding is a 400 in our shape, without the path', async () => {
    const response = await get(`/v1/marketplace/collections/%E0%A4%A-${'y'.repeat(50)}/tokens`);
    expect(response.status).toBe(400);
    const body = JSON.parse(response.body);
    expect(body).toEqual(ourShape);
    expect(Object.keys(body).sort()).toEqual(['code', 'message']);
    expect(body.message).not.toContain('yyyyyyyyyy');
  });

  it('a 100 kB query string is a 431 in our shape, without the query', async () => {
    const response = await get(`/v1/search?q=${'z'.repeat(100_000)}`);
    expect(response.status).toBe(431);
    expect(response.headers).toMatch(/content-type: application\/json/i);
    const body = JSON.parse(response.body);
    expect(body).toEqual({ message: expect.any(String), code: 'HEADERS_TOO_LARGE' });
    expect(body.message).not.toContain('zzzzzzzzzz');
  });

  it('a request Node cannot parse is a 400 in our shape', async () => {
    const response = await raw('GET / HTTP/1.1\r\nHost: localhost\r\nBad Header\r\n\r\n');
    expect(response.status).toBe(400);
    const body = JSON.parse(response.body);
    expect(body).toEqual({ message: expect.any(String), code: 'BAD_REQUEST' });
  });

  it('a request Node cannot parse is answered in the language it asks for', async () => {
    const response = await raw(
      'GET / HTTP/1.1\r\nHost: localhost\r\nAccept-Language: pt-BR,pt;q=0.9\r\nBad Header\r\n\r\n',
    );
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body).message).toMatch(/^Um cabeçalho da solicitação não é válido/);
  });
});

describe('validation messages name the field and what is expected', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp(unreachableChains);
  });
  afterAll(() => t?.close());

  const message = async (request: InjectOptions) => {
    const response = await t.app.inject(request);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['code', 'message']);
    // Never a regular expression's source, never zod's bare "Invalid input".
    expect(body.message).not.toMatch(/\/\^|\$\/|\\d|\[0-9|Invalid input$|must match pattern/);
    return body.message as string;
  };

  it('a malformed transaction hash names tx_id and says what a hash is', async () => {
    const text = await message({
      method: 'POST',
      url: '/v1/marketplace/fulfill-order',
      payload: { session_id: 'x', order_id: 'o', tx_id: '0x123' },
    });
    expect(text).toMatch(/^tx_id /);
    expect(text).toMatch(/0x/);
  });

  it('an amount that is neither a string nor a number names the field', async () => {
    const buyer = await signUp(t.app);
    const text = await message({
      method: 'POST',
      url: '/users/acent/transfer/vault-to-active',
      headers: { 'session-id': buyer.session },
      payload: { amount: { value: 1 } },
    });
    expect(text).toMatch(/^amount /);
  });

  it('a wrong path parameter names it and lists what is accepted', async () => {
    const text = await message({ method: 'GET', url: '/v1/catalogue/charts/casino' });
    expect(text).toMatch(/^category /);
    expect(text).toContain('defi');
  });

  it('a number out of range names the parameter and the limit', async () => {
    const text = await message({ method: 'GET', url: '/v1/search?q=uni&limit=500' });
    expect(text).toMatch(/^limit /);
    expect(text).toContain('50');
  });

  it('a malformed layer-2 address names the field', async () => {
    const buyer = await signUp(t.app);
    const text = await message({
      method: 'POST',
      url: '/v1/layer2/link',
      headers: { 'session-id': buyer.session },
      payload: { address: '0x12', signature: `0x${'a'.repeat(130)}` },
    });
    expect(text).toMatch(/^address must be/);
  });

  it('an unknown field with a long name is refused without echoing it', async () => {
    const key = 'k'.repeat(3000);
    const text = await message({
      method: 'POST',
      url: '/newsletter/submit',
      payload: { email: 'ok@example.com', [key]: 1 },
    });
    expect(text).not.toContain('kkkkkkkkkk');
  });

  it('a body that is not an object says so', async () => {
    const text = await message({
      method: 'POST',
      url: '/newsletter/submit',
      payload: '"a@b.co"',
      headers: { 'content-type': 'application/json' },
    });
    expect(text).toMatch(/request body/i);
  });

  it('in Spanish and Portuguese, as the request asks: a bad amount, an unknown field, a wrong parameter, a limit', async () => {
    const buyer = await signUp(t.app);
    const transfer = (language: string, payload: unknown) =>
      message({
        method: 'POST',
        url: '/users/acent/transfer/vault-to-active',
        headers: { 'session-id': buyer.session, 'accept-language': language },
        payload: payload as Record<string, unknown>,
      });
    expect(await transfer('es', { amount: { value: 1 } })).toBe(
      'El campo amount debe ser un texto o un número.',
    );
    expect(await transfer('pt-BR', { amount: { value: 1 } })).toBe(
      'O campo amount deve ser um texto ou um número.',
    );
    expect(await transfer('es', { amount: '1.1234567' })).toBe('Usa como máximo 6 decimales.');
    expect(await transfer('pt', { amount: '0' })).toBe('Informe o valor a ser transferido.');
    expect(await transfer('es', { amount: '1', note: 'hi' })).toBe(
      'El cuerpo de la solicitud tiene un campo que no acepta: "note"; quítalo.',
    );
    expect(
      await message({
        method: 'GET',
        url: '/v1/catalogue/charts/casino',
        headers: { 'accept-language': 'pt' },
      }),
    ).toBe('O campo category deve ser um destes valores: "defi", "game", "nft", "exchange".');
    expect(
      await message({
        method: 'GET',
        url: '/v1/search?q=uni&limit=500',
        headers: { 'accept-language': 'es' },
      }),
    ).toBe('El campo limit no puede ser mayor que 50.');
    expect(
      await message({
        method: 'GET',
        url: `/v1/search?q=${'a'.repeat(101)}`,
        headers: { 'accept-language': 'es' },
      }),
    ).toBe('Busca como máximo 100 caracteres.');
    // Any other language: English, as before.
    expect(await transfer('fr', { amount: { value: 1 } })).toBe('amount must be a string or a number.');
  });

  it('an unknown API path answers in the request’s language too', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/users/nothing-here',
      headers: { 'accept-language': 'es' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: 'No hay nada en GET /users/nothing-here.',
      code: 'NOT_FOUND',
    });
    expect(response.headers.vary).toMatch(/accept-language/i);
  });
});
