import fc from 'fast-check';

/**
 * Malformed requests generated from the routes' own schemas (the OpenAPI document the app serves at
 * /docs/json), and the rules every answer to them must keep. Used by fuzz.test.ts, bounded in `npm test`
 * and longer with `npm run fuzz`.
 */

export type JsonSchema = {
  type?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  nullable?: boolean;
  const?: unknown;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
};

type Parameter = { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema: JsonSchema };

export type Operation = {
  method: string;
  /** The documented path, e.g. /users/{token}/transfer/{direction}. */
  path: string;
  parameters: Parameter[];
  body: JsonSchema | undefined;
};

type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
};

export function operationsOf(doc: OpenApi): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content?.['application/json']?.schema,
    })),
  );
}

export type FuzzRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** The raw body as sent; undefined sends none. */
  payload?: string;
};

/**
 * What the generator may use as a session: real ones, and one that was signed out; the same for the
 * console's operator session (an owner's, so every console call gets past its role check).
 */
export type Sessions = { valid: string[]; ended: string; operator: { valid: string; ended: string } };

// --- hostile values -------------------------------------------------------------------------------

/** A JSON token written as is, for numbers JSON.stringify cannot produce (1e400, -0, 30 digits). */
class Raw {
  constructor(readonly text: string) {}
}

const char = (from: number, to: number) =>
  fc.integer({ min: from, max: to }).map((c) => String.fromCharCode(c));

const controlText = fc.string({ unit: char(0, 31), minLength: 1, maxLength: 6 });
const withControl = fc
  .tuple(fc.string({ maxLength: 8 }), controlText, fc.string({ maxLength: 8 }))
  .map(([a, b, c]) => a + b + c);
const unicodeText = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 });
const binaryText = fc.string({ unit: 'binary', minLength: 1, maxLength: 20 });
const hugeText = fc
  .tuple(fc.constantFrom('a', '0', '9', '🙂', '\u0000', 'é', ' '), fc.integer({ min: 300, max: 20_000 }))
  .map(([unit, count]) => unit.repeat(count));
const trickyText = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u202e',
  '\ud800',
  '\udfff',
  '\uffff',
  '\ufeff',
  '🙂',
  'Ω≈ç√∫',
  '../../etc/passwd',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '${7*7}',
  '{{7*7}}',
  '%00',
  '%',
  '\\',
  '"',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  'NaN',
  '__proto__',
  'constructor',
  '\r\n',
  '0x',
  '0x' + 'g'.repeat(40),
  '0x' + 'f'.repeat(41),
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '00000000-0000-0000-0000-00000000000g',
  '{00000000-0000-4000-8000-000000000000}',
);
const wrongType = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, 0, 1, -1, [], {}, [1, 2], { a: 1 }, [[]], [null]),
  fc.jsonValue({ maxDepth: 2 }),
);
const hostileString = fc.oneof(trickyText, withControl, unicodeText, binaryText, hugeText);

/** Amounts a person, a script or an attacker might send: signs, exponents, decimals, sizes, spellings. */
const hostileAmount = fc.oneof(
  fc.constantFrom<unknown>(
    '-1',
    '0',
    '-0',
    '0.0',
    '1e3',
    '1E-7',
    '1e400',
    '-1e400',
    '0x10',
    '0b1',
    ' 1',
    '1 ',
    '1,5',
    '1.',
    '.5',
    '+1',
    'NaN',
    'Infinity',
    '-Infinity',
    '١٢٣',
    '1_000',
    '0.0000001',
    '1.0000000000000000001',
    '9'.repeat(30),
    '9'.repeat(31),
    '9'.repeat(80),
    `0.${'0'.repeat(30)}1`,
    '',
    'abc',
    '1/2',
    -1,
    0,
    1e308,
    -1e308,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
    2 ** 53 + 1,
    0.1 + 0.2,
    1e-7,
    1e21,
    123.456789012345,
    new Raw('1e400'),
    new Raw('-0'),
    new Raw('1E-400'),
    new Raw('123456789012345678901234567890123456789'),
    new Raw('0.0000001'),
  ),
  fc.double(),
  fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }),
  fc.bigInt({ min: -(10n ** 90n), max: 10n ** 90n }).map(String),
  fc
    .tuple(fc.nat(1_000_000), fc.nat(999_999_999), fc.integer({ min: -400, max: 400 }))
    .map(([whole, fraction, exponent]) => `${whole}.${fraction}e${exponent}`),
);

/** A well-formed amount, so some requests get past validation and into the money code. */
const validAmount = fc
  .tuple(fc.nat(50), fc.nat(999_999))
  .map(([whole, micros]) => `${whole}.${String(micros).padStart(6, '0')}`);

const isAmount = (name: string, schema: JsonSchema) =>
  /amount/i.test(name) || (schema.anyOf?.some((s) => s.type === 'number') ?? false);

/**
 * Values the schema cannot tell: a refined text whose allowed values live in code. The JSON-RPC proxy
 * takes only these methods, and the fuzzer should reach the chain behind it.
 */
const knownValues: Record<string, fc.Arbitrary<unknown>> = {
  method: fc.constantFrom(
    'eth_chainId',
    'eth_blockNumber',
    'eth_getBalance',
    'eth_getCode',
    'eth_getStorageAt',
    'eth_getTransactionCount',
    'eth_getTransactionByHash',
    'eth_getBlockByNumber',
    'eth_call',
    'eth_estimateGas',
    'eth_feeHistory',
    'eth_getLogs',
    'eth_sendRawTransaction',
  ),
};

// --- from schema ----------------------------------------------------------------------------------

/** A JSON object as entries, so that duplicate keys and __proto__ are written as given. */
class JsonObject {
  constructor(readonly entries: [string, unknown][]) {}
}

/** A value the schema accepts (as far as generating it is cheap), so the rest of the request is tested. */
function validValue(schema: JsonSchema, name: string, sessions: Sessions): fc.Arbitrary<unknown> {
  if (name === 'session_id') return fc.constantFrom(...sessions.valid);
  if (isAmount(name, schema)) return fc.oneof(validAmount, validAmount.map(Number));
  if (knownValues[name] && schema.type === 'string') return knownValues[name];
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((option) => validValue(option, name, sessions)));
  switch (schema.type) {
    case 'string': {
      if (schema.format === 'uuid') return fc.uuid();
      if (schema.pattern) {
        const max = schema.maxLength ?? Infinity;
        return fc.stringMatching(new RegExp(schema.pattern), { size: 'small' }).map((s) => s.slice(0, max));
      }
      const max = Math.min(schema.maxLength ?? 40, 300);
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.max(schema.minLength ?? 0, max) });
    }
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1000, max: Math.min(schema.maximum ?? 1000, 2 ** 31 - 1) });
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(
        schema.items ? validValue(schema.items, name, sessions) : fc.jsonValue({ maxDepth: 1 }),
        {
          minLength: schema.minItems ?? 0,
          maxLength: Math.min(schema.maxItems ?? 3, 3),
        },
      );
    case 'object': {
      const required = new Set(schema.required ?? []);
      const fields = Object.entries(schema.properties ?? {}).map(([key, property]) => {
        const entry = validValue(property, key, sessions).map((value): [string, unknown] | null => [
          key,
          value,
        ]);
        return required.has(key) ? entry : fc.option(entry, { freq: 2 });
      });
      return fc
        .tuple(...fields)
        .map(
          (entries) => new JsonObject(entries.filter((entry): entry is [string, unknown] => entry !== null)),
        );
    }
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

/** One character that a database, a log or a terminal may choke on. */
const poisonChar = fc.oneof(
  { weight: 3, arbitrary: fc.constant('\u0000') },
  {
    weight: 6,
    arbitrary: fc.constantFrom('\u0001', '\u001b', '\u007f', '\n', '\ud800', '\u202e', '\ufffe', '%00'),
  },
);

/** A valid value with a poison character put somewhere inside it: passes loose schemas, reaches the code. */
function poisoned(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.tuple(valid, poisonChar, fc.nat()).map(([value, poison, at]) => {
    const text = typeof value === 'string' ? value : toJson(value);
    const where = at % (text.length + 1);
    return text.slice(0, where) + poison + text.slice(where);
  });
}

/** Names that an object used as a lookup table answers by itself (Object.prototype's). */
const prototypeKeys = ['constructor', '__proto__', 'hasOwnProperty', 'toString', 'valueOf', 'prototype'];

/**
 * A valid text with a part of it (between separators) replaced by a prototype key, where the pattern
 * still accepts it (`constructor-en-desktop.svg`): the id is well-formed, and only a careless lookup
 * trips over it. Half the time the most of the text is replaced, so the key is the whole name.
 */
function prototypeNamed(schema: JsonSchema, valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const pattern = schema.pattern ? new RegExp(schema.pattern) : undefined;
  return fc.tuple(valid, fc.nat()).map(([value, at]) => {
    const fallback = prototypeKeys[at % prototypeKeys.length]!;
    if (typeof value !== 'string') return fallback;
    const cuts = [0, value.length, ...[...value.matchAll(/[-./_:]/g)].flatMap((m) => [m.index, m.index + 1])];
    const spans = cuts.flatMap((from) => cuts.filter((to) => to > from).map((to) => [from, to] as const));
    const byKey = prototypeKeys
      .map((key) =>
        spans
          .map(([from, to]) => value.slice(0, from) + key + value.slice(to))
          .filter((text) => !pattern || pattern.test(text))
          .sort((a, b) => a.length - b.length),
      )
      .filter((texts) => texts.length > 0);
    const named = byKey[at % Math.max(byKey.length, 1)];
    if (!named) return fallback;
    return Math.floor(at / 7) % 2 === 0 ? named[0] : named[at % named.length];
  });
}

/** Anything but a plain valid value: a poisoned or prototype-named one, the wrong type, a hostile text, a bad amount. */
function hostileValue(schema: JsonSchema, name: string, sessions: Sessions): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: poisoned(validValue(schema, name, sessions)) },
    {
      weight: schema.type === 'string' && !schema.enum ? 3 : 0,
      arbitrary: prototypeNamed(schema, validValue(schema, name, sessions)),
    },
    { weight: 2, arbitrary: wrongType },
    { weight: 2, arbitrary: hostileString },
    { weight: isAmount(name, schema) ? 6 : 1, arbitrary: hostileAmount },
  );
}

/** JSON text, with raw tokens and object entries (duplicate keys, __proto__) written as given. */
function toJson(value: unknown): string {
  if (value instanceof Raw) return value.text;
  if (value instanceof JsonObject)
    return `{${value.entries.map(([key, item]) => `${JSON.stringify(key)}:${toJson(item)}`).join(',')}}`;
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  return JSON.stringify(value) ?? 'null';
}

const safeEncoded = (value: unknown) => {
  try {
    return encodeURIComponent(typeof value === 'string' ? value : toJson(value));
  } catch {
    // A lone surrogate cannot be percent-encoded; send its bytes as an invalid escape instead.
    return '%ED%A0%80';
  }
};

// --- whole bodies, paths, queries, headers ---------------------------------------------------------

const rawBadJson = fc.constantFrom(
  '{',
  '{"a":',
  '{"a":1}x',
  "{'a':1}",
  '{a:1}',
  '[',
  ']',
  '',
  ' ',
  'null',
  'true',
  '0',
  '-1',
  '"x"',
  '[]',
  '[{}]',
  '{}',
  '\u0000',
  '\ufeff{}',
  '{"a":1,}',
  'NaN',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '['.repeat(5000) + ']'.repeat(5000),
  '{"a":'.repeat(2000) + '1' + '}'.repeat(2000),
  '{"amount":"1","amount":"-1"}',
  '\xff\xfe{}',
);

/** A body that ignores the schema altogether. */
const wholeBody = fc.oneof(
  { weight: 4, arbitrary: rawBadJson },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)) },
  { weight: 1, arbitrary: binaryText },
  { weight: 1, arbitrary: hugeText.map((text) => JSON.stringify({ text })) },
);

const otherContentType = fc.constantFrom(
  undefined,
  '',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'application/vnd.api+json',
  'APPLICATION/JSON',
  'application/json, text/plain',
  '*/*',
  ';;;',
  'application/xml',
  'text/html',
);

const badSegment = fc.oneof(
  fc.constantFrom(
    '',
    '%00',
    '%zz',
    '%',
    '%2F',
    '..',
    '.',
    '%2e%2e',
    '%E0%A4%A',
    '%C0%AF',
    '%ff',
    ';',
    '*',
    '~',
    'null',
    '0',
    '-1',
    '1e3',
    'NaN',
    '%F0%9F%99%82',
    '%20',
    '%0d%0a',
    '%ud800',
    '0x' + '0'.repeat(40),
  ),
  fc.string({ maxLength: 30 }).map(encodeURIComponent),
  unicodeText.map(safeEncoded),
  // Around and far over the router's limit on a parameter's length (100).
  fc.integer({ min: 90, max: 6000 }).map((count) => 'a'.repeat(count)),
);

const junkQuery = fc.constantFrom(
  '&',
  '&&&',
  '=',
  '==',
  '&=&',
  'a[b]=1',
  'a[]=1&a[]=2',
  '__proto__[x]=1',
  '__proto__=1',
  'constructor[prototype][x]=1',
  '%zz=1',
  '%00=%00',
  `x=${'a'.repeat(20_000)}`,
);

const extraKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'session_id', 'amount', 'userId', 'isAdmin', ''),
  fc.string({ maxLength: 12 }),
  unicodeText,
);

/** Header values must be printable: Node refuses to send anything else. */
const printable = fc.string({ unit: char(0x20, 0x7e), maxLength: 60 });
const hugePrintable = fc.integer({ min: 200, max: 8000 }).map((count) => 'a'.repeat(count));

function sessionHeader(operation: Operation, sessions: Sessions): fc.Arbitrary<string | undefined> {
  // Signing out with the fuzzer's own session would end it for every later request.
  const valid = operation.path === '/users/logout' ? [sessions.ended] : sessions.valid;
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant(undefined) },
    { weight: 5, arbitrary: fc.constantFrom(...valid) },
    { weight: 1, arbitrary: fc.constant(sessions.ended) },
    { weight: 1, arbitrary: fc.oneof(printable, hugePrintable, fc.constantFrom('', ' ', 'null', '0')) },
  );
}

// Closing the store, or signing out, with the fuzzer's own operator session would answer 503 or 401 to
// every later request: those two calls get the signed-out session.
const endsTheRun = new Set(['POST /admin/api/maintenance', 'POST /admin/api/auth/sign-out']);

function operatorHeader(operation: Operation, sessions: Sessions): fc.Arbitrary<string | undefined> {
  if (!operation.path.startsWith('/admin/api/')) return fc.constant(undefined);
  const { valid, ended } = sessions.operator;
  const usable = endsTheRun.has(`${operation.method} ${operation.path}`) ? ended : valid;
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant(undefined) },
    { weight: 5, arbitrary: fc.constant(usable) },
    { weight: 1, arbitrary: fc.constant(ended) },
    { weight: 1, arbitrary: fc.oneof(printable, hugePrintable, fc.constantFrom('', ' ', 'null', '0')) },
  );
}

const idempotencyKey = fc.oneof(
  { weight: 4, arbitrary: fc.constant(undefined) },
  { weight: 2, arbitrary: fc.uuid() },
  { weight: 1, arbitrary: fc.oneof(printable, hugePrintable, fc.constantFrom('', ' ', 'a b', 'ключ')) },
);

const accept = fc.constantFrom(
  undefined,
  undefined,
  'application/json',
  'text/html',
  '*/*',
  'image/png',
  ';',
);

// --- the request ----------------------------------------------------------------------------------

const missing = Symbol('missing');

/** One place a request can go wrong: a path parameter, a query parameter, a body field, or the body. */
type Slot = {
  where: 'path' | 'query' | 'field' | 'body';
  name: string;
  required: boolean;
  valid: fc.Arbitrary<unknown>;
  hostile: fc.Arbitrary<unknown>;
};

function slotsOf(operation: Operation, sessions: Sessions): Slot[] {
  const slots: Slot[] = [];
  for (const [, name] of operation.path.matchAll(/\{(\w+)\}/g)) {
    const schema = operation.parameters.find((p) => p.in === 'path' && p.name === name)?.schema ?? {};
    slots.push({
      where: 'path',
      name: name!,
      required: true,
      valid: validValue(schema, name!, sessions).map(safeEncoded),
      hostile: fc.oneof(
        { weight: 2, arbitrary: badSegment },
        { weight: 3, arbitrary: hostileValue(schema, name!, sessions).map(safeEncoded) },
      ),
    });
  }
  for (const { name, schema, required } of operation.parameters.filter((p) => p.in === 'query')) {
    const pair = (value: unknown) => `${name}=${safeEncoded(value)}`;
    slots.push({
      where: 'query',
      name,
      required: required ?? false,
      valid: validValue(schema, name, sessions).map((value) => [pair(value)]),
      hostile: fc.oneof(
        { weight: 4, arbitrary: hostileValue(schema, name, sessions).map((value) => [pair(value)]) },
        { weight: 1, arbitrary: badSegment.map((value) => [`${name}=${value}`]) },
        { weight: 1, arbitrary: fc.constant(missing) },
        {
          weight: 1,
          arbitrary: fc
            .tuple(validValue(schema, name, sessions), hostileValue(schema, name, sessions))
            .map((values) => values.map(pair)),
        },
      ),
    });
  }
  const body = operation.body;
  if (body?.properties) {
    const required = new Set(body.required ?? []);
    for (const [name, property] of Object.entries(body.properties)) {
      slots.push({
        where: 'field',
        name,
        required: required.has(name),
        valid: validValue(property, name, sessions),
        hostile: fc.oneof(
          { weight: 6, arbitrary: hostileValue(property, name, sessions) },
          { weight: 1, arbitrary: fc.constant(missing) },
        ),
      });
    }
  } else if (body) {
    slots.push({
      where: 'body',
      name: 'body',
      required: true,
      valid: validValue(body, 'body', sessions),
      hostile: hostileValue(body, 'body', sessions),
    });
  }
  return slots;
}

/** Which slots to spoil: mostly one, so that the rest of the request stays valid and the code is reached. */
function spoiled(count: number): fc.Arbitrary<number[]> {
  if (count === 0) return fc.constant([]);
  const all = [...Array(count).keys()];
  return fc.oneof(
    { weight: 6, arbitrary: fc.subarray(all, { minLength: 1, maxLength: 1 }) },
    {
      weight: 2,
      arbitrary: fc.subarray(all, { minLength: Math.min(2, count), maxLength: Math.min(2, count) }),
    },
    { weight: 1, arbitrary: fc.constant(all) },
  );
}

/** The kinds of defect a request can carry. */
const defectKinds = ['slots', 'extraFields', 'extraQuery', 'otherBody', 'contentType', 'method'] as const;
type Defect = (typeof defectKinds)[number];

/** Mostly one defect at a time, so that each is seen on its own; now and then none, or several. */
const defects: fc.Arbitrary<Defect[]> = fc.oneof(
  { weight: 2, arbitrary: fc.constant<Defect[]>([]) },
  { weight: 8, arbitrary: fc.constant<Defect[]>(['slots']) },
  { weight: 1, arbitrary: fc.constant<Defect[]>(['extraFields']) },
  { weight: 1, arbitrary: fc.constant<Defect[]>(['extraQuery']) },
  { weight: 2, arbitrary: fc.constant<Defect[]>(['otherBody']) },
  { weight: 1, arbitrary: fc.constant<Defect[]>(['contentType']) },
  { weight: 1, arbitrary: fc.constant<Defect[]>(['method']) },
  { weight: 2, arbitrary: fc.subarray([...defectKinds], { minLength: 2 }) },
);

/**
 * One request at the operation: valid but for its defects (a spoiled parameter or field, extra fields,
 * query junk, a body or a content type that ignore the schema, another method), with or without a
 * session.
 */
export function requestFor(operation: Operation, sessions: Sessions): fc.Arbitrary<FuzzRequest> {
  const slots = slotsOf(operation, sessions);
  const isPost = operation.method === 'POST';
  const noBody = Symbol('no body');
  return fc
    .record({
      defects,
      valids: fc.tuple(...slots.map((slot) => slot.valid)),
      hostiles: fc.tuple(...slots.map((slot) => slot.hostile)),
      present: fc.tuple(...slots.map((slot) => (slot.required ? fc.constant(true) : fc.boolean()))),
      spoil: spoiled(slots.length),
      extraFields: fc.array(fc.tuple(extraKey, fc.oneof(wrongType, hostileString, hostileAmount)), {
        minLength: 1,
        maxLength: 3,
      }),
      extraQuery: fc.oneof(
        junkQuery,
        fc
          .tuple(extraKey, fc.oneof(hostileString, wrongType))
          .map(([key, value]) => `${safeEncoded(key)}=${safeEncoded(value)}`),
      ),
      otherBody: isPost
        ? fc.oneof({ weight: 4, arbitrary: wholeBody }, { weight: 1, arbitrary: fc.constant(noBody) })
        : fc.oneof(fc.constant('{}'), wholeBody),
      otherMethod: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'),
      otherContentType,
      session: sessionHeader(operation, sessions),
      operatorSession: operatorHeader(operation, sessions),
      idempotencyKey: isPost ? idempotencyKey : fc.constant(undefined),
      accept,
    })
    .map((r) => {
      const has = (defect: Defect) => r.defects.includes(defect);
      const values = slots.map((_, i) =>
        has('slots') && r.spoil.includes(i) ? r.hostiles[i] : r.present[i] ? r.valids[i] : missing,
      );
      const of = (where: Slot['where']) =>
        slots.flatMap((slot, i) =>
          slot.where === where && values[i] !== missing ? [[slot.name, values[i]]] : [],
        ) as [string, unknown][];
      const pathValues = of('path').map(([, value]) => String(value));
      const path = operation.path.replace(/\{\w+\}/g, () => pathValues.shift() ?? '');
      const query = [
        ...of('query').flatMap(([, parts]) => parts as string[]),
        ...(has('extraQuery') ? [r.extraQuery] : []),
      ];
      const whole = of('body')[0];
      let payload: string | undefined;
      if (has('otherBody')) payload = r.otherBody === noBody ? undefined : r.otherBody;
      else if (whole) payload = toJson(whole[1]);
      else if (operation.body?.properties)
        payload = toJson(new JsonObject([...of('field'), ...(has('extraFields') ? r.extraFields : [])]));
      const headers: Record<string, string> = {};
      const type = has('contentType') ? r.otherContentType : 'application/json';
      if (payload !== undefined && type !== undefined) headers['content-type'] = type;
      if (r.session !== undefined) headers['session-id'] = r.session;
      if (r.operatorSession !== undefined) headers['operator-session'] = r.operatorSession;
      if (r.idempotencyKey !== undefined) headers['idempotency-key'] = r.idempotencyKey;
      if (r.accept !== undefined) headers.accept = r.accept;
      return {
        method: has('method') ? r.otherMethod : operation.method,
        url: `${path}${query.length > 0 ? `?${query.join('&')}` : ''}`,
        headers,
        ...(payload !== undefined ? { payload } : {}),
      };
    });
}

// --- the rules ------------------------------------------------------------------------------------

export type Answer = { statusCode: number; headers: Record<string, unknown>; body: string };

/**
 * What is wrong with an answer, as short class names (empty when nothing is): a 5xx; an error that is not
 * exactly `{ message, code }`; a 429 without Retry-After; a message echoing the input, showing a pattern
 * or leaking internals (stack frames, SQL, file paths).
 */
export function problemsOf(method: string, answer: Answer): string[] {
  const problems: string[] = [];
  if (!(answer.statusCode >= 100)) return ['no HTTP answer'];
  if (answer.statusCode >= 500) problems.push(`status ${answer.statusCode}`);
  if (answer.statusCode === 429 && answer.headers['retry-after'] === undefined)
    problems.push('429 without Retry-After');
  // A HEAD answer has no body by definition.
  if (answer.statusCode < 400 || method === 'HEAD') return problems;

  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    problems.push(`error body is not JSON: ${JSON.stringify(answer.body.slice(0, 80))}`);
    return problems;
  }
  const keys = body && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body).sort() : [];
  const { message, code } = (body ?? {}) as { message?: unknown; code?: unknown };
  if (keys.join(',') !== 'code,message' || typeof message !== 'string' || typeof code !== 'string') {
    problems.push(`error body is not { message, code }: keys ${JSON.stringify(keys)}`);
    return problems;
  }
  if (!String(answer.headers['content-type'] ?? '').startsWith('application/json'))
    problems.push(`error content-type ${String(answer.headers['content-type'])}`);
  if (message.trim() === '' || code.trim() === '') problems.push('empty message or code');
  if (message.length > 300) problems.push('message over 300 characters (echoes the input)');
  if (
    /\n\s+at |SQLSTATE|node_modules|\.[jt]s:\d+|\bpostgres|relation "|syntax error at|drizzle/i.test(message)
  )
    problems.push('message leaks internals');
  if (/\/\^|\$\/|\[0-9|\\d\{|\[A-Za-z/.test(message)) problems.push('message shows a regular expression');
  return problems;
}

/** A request as a short line for a report: long texts cut, with their real length. */
export function describe(request: FuzzRequest): string {
  const cut = (text: string) =>
    text.length > 160 ? `${JSON.stringify(text.slice(0, 120))}…(${text.length} chars)` : JSON.stringify(text);
  const headers = Object.entries(request.headers)
    .map(([name, value]) => `${name}: ${cut(value)}`)
    .join('; ');
  const body = request.payload === undefined ? '' : ` body ${cut(request.payload)}`;
  return `${request.method} ${cut(request.url)} [${headers}]${body}`;
}
