import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
