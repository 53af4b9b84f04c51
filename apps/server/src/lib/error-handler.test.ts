import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase } from '../../test/test-app';
import { connectDatabase, type Database } from '../db/client';
import { answerFor, clientErrorAnswer, registerErrorHandler } from './error-handler';

/** A real PostgreSQL error: what the driver and drizzle throw, with the SQLSTATE deep in the causes. */
async function databaseError(database: Database, query: ReturnType<typeof sql>): Promise<unknown> {
  try {
    await database.db.execute(query);
  } catch (error) {
    return error;
  }
  throw new Error('the query was expected to fail');
}

describe('text PostgreSQL cannot store', () => {
  let database: Database;
  beforeAll(async () => {
    database = connectDatabase(await createTestDatabase(), { max: 2 });
  });
  afterAll(() => database?.close());

  it('a null byte in text (SQLSTATE 22021) answers 400 in our shape, not 500', async () => {
    const error = await databaseError(database, sql`select ${'ab\u0000c'}::text`);
    expect(JSON.stringify(error)).toContain('22021');
    const { status, body } = answerFor(error);
    expect(status).toBe(400);
    expect(body).toEqual({ code: 'VALIDATION', message: expect.stringMatching(/null byte/) });
  });

  it('\\u0000 in jsonb (SQLSTATE 22P05, untranslatable character) answers 400 too', async () => {
    const error = await databaseError(database, sql`select ${'{"a":"\\u0000"}'}::jsonb`);
    expect(JSON.stringify(error)).toContain('22P05');
    expect(answerFor(error)).toMatchObject({ status: 400, body: { code: 'VALIDATION' } });
  });

  it('other database errors stay 500 and say nothing internal', async () => {
    const error = await databaseError(database, sql`select 1 / 0`);
    expect(answerFor(error)).toEqual({
      status: 500,
      body: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again later.' },
    });
  });

  it('a route whose schema lets a null byte through answers 400, stores nothing, and logs a warning', async () => {
    const logs: { level: number; msg: string }[] = [];
    const app = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => logs.push(JSON.parse(line)) } },
    }).withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    await database.db.execute(sql`create table notes (text text not null)`);
    app.post('/notes', { schema: { body: z.object({ text: z.string() }) } }, async (request) => {
      await database.db.execute(sql`insert into notes (text) values (${request.body.text})`);
      return { ok: true };
    });
    const response = await app.inject({ method: 'POST', url: '/notes', payload: { text: 'a\u0000b' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'VALIDATION', message: expect.any(String) });
    expect(response.body).not.toMatch(/22021|0x00|UTF8|insert/);
    const { rows } = await database.pool.query('select count(*)::int as n from notes');
    expect(rows[0].n).toBe(0);
    expect(logs.some((line) => line.level === 40)).toBe(true);
    await app.close();
  });
});

describe('validation messages', () => {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.post(
    '/things/:kind',
    {
      schema: {
        params: z.strictObject({ kind: z.enum(['a', 'b']) }),
        querystring: z.strictObject({ page: z.coerce.number().int().min(1).max(9).optional() }),
        body: z.strictObject({
          code: z
            .string()
            .regex(/^[A-Z]{3}\d{2}$/)
            .optional(),
          items: z
            .array(z.strictObject({ id: z.uuid() }))
            .max(2)
            .optional(),
          amount: z.union([z.string(), z.number()]).optional(),
          spec: z.string().regex(/^ok$/, 'Please enter a valid thing').optional(),
          hex: z.string().regex(/^0x$/, 'must be 0x').optional(),
          flag: z.literal('yes').optional(),
          name: z.string().min(1).optional(),
        }),
      },
    },
    async () => ({ ok: true }),
  );
  afterAll(() => app.close());

  const messageOf = async (payload: unknown, url = '/things/a') => {
    const response = await app.inject({
      method: 'POST',
      url,
      payload: JSON.stringify(payload),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['code', 'message']);
    expect(body.code).toBe('VALIDATION');
    return body.message as string;
  };

  it.each([
    [
      'a pattern without a text of its own',
      { code: 'abc' },
      /^code is not in the expected format \(see the API documentation at \/docs\)\.$/,
    ],
    [
      'a nested field',
      { items: [{ id: crypto.randomUUID() }, { id: 'x' }] },
      /^items\[1\]\.id must be a UUID\.$/,
    ],
    [
      'too many items',
      { items: [1, 2, 3].map(() => ({ id: crypto.randomUUID() })) },
      /^items must have at most 2 items\.$/,
    ],
    ['neither alternative of a union', { amount: {} }, /^amount must be a string or a number\.$/],
    ['a text of the spec, which stands alone', { spec: 'no' }, /^Please enter a valid thing$/],
    ['a rule’s own fragment', { hex: '1' }, /^hex must be 0x\.$/],
    ['a literal', { flag: 'no' }, /^flag must be "yes"\.$/],
    ['an empty text', { name: '' }, /^name must not be empty\.$/],
    ['an unknown field', { amount: 1, extra: 1 }, /^Unrecognized key: "extra"$/],
    [
      'an unknown field with a long name',
      { ['x'.repeat(500)]: 1 },
      /^The request body has a field that is not accepted \(its name is not repeated here\); remove it\.$/,
    ],
    ['a body that is not an object', 'just text', /^The request body must be a JSON object, not a string\.$/],
  ])('%s', async (_case, payload, expected) => {
    const message = await messageOf(payload);
    expect(message).toMatch(expected);
    expect(message).not.toMatch(/\[A-Z\]|\\d|\/\^/);
  });

  it('names path and query parameters', async () => {
    expect(await messageOf({}, '/things/c')).toBe('kind must be one of "a", "b".');
    expect(await messageOf({}, '/things/a?page=10')).toBe('page must be at most 9.');
  });
});

describe("Node's parser refusals", () => {
  it.each([
    ['HPE_HEADER_OVERFLOW', 431, 'HEADERS_TOO_LARGE'],
    ['ERR_HTTP_REQUEST_TIMEOUT', 408, 'REQUEST_TIMEOUT'],
    ['HPE_INVALID_HEADER_TOKEN', 400, 'BAD_REQUEST'],
    ['HPE_SOMETHING_NEW', 400, 'BAD_REQUEST'],
  ])('%s answers %i %s', (code, status, answerCode) => {
    const error = Object.assign(new Error('parse error'), { code });
    expect(clientErrorAnswer(error)).toEqual({
      status,
      body: { code: answerCode, message: expect.any(String) },
    });
  });
});
