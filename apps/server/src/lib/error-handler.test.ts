import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase } from '../../test/test-app';
import { connectDatabase, type Database } from '../db/client';
import { AppError } from './app-error';
import { answerFor, clientErrorAnswer, registerErrorHandler, untranslatedTextsOf } from './error-handler';

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

describe('a database that is not there', () => {
  it('answers 503 with Retry-After, so a client retries once it is likely back', async () => {
    // A port nothing listens on: the driver's own ECONNREFUSED, as while a pooler restarts.
    const gone = connectDatabase('postgres://dappx@127.0.0.1:1/none', { max: 1 });
    const app = Fastify();
    registerErrorHandler(app);
    app.get('/read', async () => (await gone.db.execute(sql`select 1`)).rows);
    const answer = await app.inject({ url: '/read' });
    await Promise.all([app.close(), gone.close()]);
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe('1');
    expect(answer.json()).toMatchObject({ code: 'UNAVAILABLE' });
  });

  it('gives no Retry-After to a 503 the database did not cause', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    app.get('/closed', async () => {
      throw new AppError(503, 'MAINTENANCE', 'Closed for maintenance.');
    });
    const answer = await app.inject({ url: '/closed' });
    await app.close();
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBeUndefined();
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

  const messageOf = async (payload: unknown, url = '/things/a', language?: string) => {
    const response = await app.inject({
      method: 'POST',
      url,
      payload: JSON.stringify(payload),
      headers: { 'content-type': 'application/json', ...(language ? { 'accept-language': language } : {}) },
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

  it.each([
    [
      'a pattern without a text of its own',
      { code: 'abc' },
      'El campo code no tiene el formato esperado (consulta la documentación de la API en /docs).',
      'O campo code não está no formato esperado (veja a documentação da API em /docs).',
    ],
    [
      'a nested field',
      { items: [{ id: crypto.randomUUID() }, { id: 'x' }] },
      'El campo items[1].id debe ser un UUID.',
      'O campo items[1].id deve ser um UUID.',
    ],
    [
      'too many items',
      { items: [1, 2, 3].map(() => ({ id: crypto.randomUUID() })) },
      'El campo items debe tener como máximo 2 elementos.',
      'O campo items deve ter no máximo 2 itens.',
    ],
    [
      'neither alternative of a union',
      { amount: {} },
      'El campo amount debe ser un texto o un número.',
      'O campo amount deve ser um texto ou um número.',
    ],
    [
      'a text of the spec, which stands alone (through the table, untranslated here: the table has no test texts)',
      { spec: 'no' },
      'Please enter a valid thing',
      'Please enter a valid thing',
    ],
    [
      'a rule’s own fragment (a test text, which the table lacks: it stays English)',
      { hex: '1' },
      'El campo hex must be 0x.',
      'O campo hex must be 0x.',
    ],
    ['a literal', { flag: 'no' }, 'El campo flag debe ser "yes".', 'O campo flag deve ser "yes".'],
    [
      'an empty text',
      { name: '' },
      'El campo name no puede estar vacío.',
      'O campo name não pode estar vazio.',
    ],
    [
      'a missing field',
      { amount: 1, name: 5 },
      'El campo name debe ser un texto, no un número.',
      'O campo name deve ser um texto, não um número.',
    ],
    [
      'an unknown field',
      { amount: 1, extra: 1 },
      'El cuerpo de la solicitud tiene un campo que no acepta: "extra"; quítalo.',
      'O corpo da solicitação tem um campo que não aceita: "extra"; remova-o.',
    ],
    [
      'an unknown field with a long name',
      { ['x'.repeat(500)]: 1 },
      'El cuerpo de la solicitud tiene un campo que no se acepta (su nombre no se repite aquí); quítalo.',
      'O corpo da solicitação tem um campo que não é aceito (o nome não é repetido aqui); remova-o.',
    ],
    [
      'a body that is not an object',
      'just text',
      'El cuerpo de la solicitud debe ser un objeto JSON, no un texto.',
      'O corpo da solicitação deve ser um objeto JSON, não um texto.',
    ],
  ])('in Spanish and Portuguese: %s', async (_case, payload, spanish, portuguese) => {
    expect(await messageOf(payload, '/things/a', 'es-ES,es;q=0.9')).toBe(spanish);
    expect(await messageOf(payload, '/things/a', 'pt-BR')).toBe(portuguese);
  });

  it('names path and query parameters in Spanish and Portuguese, and answers English otherwise', async () => {
    expect(await messageOf({}, '/things/c', 'es')).toBe(
      'El campo kind debe ser uno de estos valores: "a", "b".',
    );
    expect(await messageOf({}, '/things/a?page=10', 'es')).toBe('El campo page no puede ser mayor que 9.');
    expect(await messageOf({}, '/things/a?page=0', 'pt')).toBe('O campo page não pode ser menor que 1.');
    expect(await messageOf({}, '/things/a?page=10', 'fr-FR,es;q=0.8')).toBe('page must be at most 9.');
  });
});

describe('an answer’s language', () => {
  it('is the table’s wording of a known text, and a text the table lacks is noted and stays English', () => {
    const known = new AppError(400, 'VALIDATION', 'Insufficient Balance.');
    expect(answerFor(known, 'pt').body.message).toBe('Saldo insuficiente.');
    expect(untranslatedTextsOf(known)).toEqual([]);
    const unknown = new AppError(400, 'VALIDATION', 'A text nobody translated.');
    expect(answerFor(unknown, 'es').body.message).toBe('A text nobody translated.');
    expect(untranslatedTextsOf(unknown)).toEqual(['A text nobody translated.']);
  });

  it('of a request Node cannot parse comes from its Accept-Language', () => {
    const error = Object.assign(new Error('parse error'), { code: 'HPE_INVALID_METHOD' });
    expect(clientErrorAnswer(error, 'es').body.message).toBe(
      'El método de la solicitud no es válido; usa un método HTTP estándar como GET o POST.',
    );
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
