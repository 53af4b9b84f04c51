import { STATUS_CODES, maxHeaderSize } from 'node:http';
import type { Duplex } from 'node:stream';
import { errorCodes, textLanguageOf, translateServerText, type ApiError } from '@dappx/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isDatabaseUnavailable } from '../db/errors';
import { AppError } from './app-error';
import type { App } from './types';

export type Answer = { status: number; body: ApiError };

/** The longest path parameter the router takes (Fastify's default); a longer one answers 414. */
export const maxParamLength = 100;

const fastifyClientErrors: Record<string, (error: FastifyError) => Answer> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () =>
    bad(400, errorCodes.malformedJson, 'The request body is not valid JSON.'),
  FST_ERR_CTP_EMPTY_JSON_BODY: () =>
    bad(400, errorCodes.malformedJson, 'The request body is empty; send a JSON object.'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () =>
    bad(415, errorCodes.unsupportedMediaType, 'Send the request body as application/json.'),
  FST_ERR_CTP_BODY_TOO_LARGE: () => bad(413, errorCodes.payloadTooLarge, 'The request body is too large.'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () =>
    bad(
      400,
      errorCodes.badRequest,
      'The request body does not have the length its Content-Length header says.',
    ),
  // Fastify's own texts of these two repeat the whole path; ours say what is wrong and what is expected.
  FST_ERR_BAD_URL: () =>
    bad(
      400,
      errorCodes.badRequest,
      'The URL path is not valid: percent-encode it as UTF-8 (%XX with two hex digits for each byte).',
    ),
  FST_ERR_MAX_PARAM_LENGTH: () =>
    bad(
      414,
      errorCodes.uriTooLong,
      `A path parameter of the URL is longer than ${maxParamLength} characters; ids and names in the path are at most ${maxParamLength} characters.`,
    ),
};

function bad(status: number, code: string, message: string): Answer {
  return { status, body: { message, code } };
}

/**
 * SQLSTATE 22021 (character not in repertoire: a NUL in text) and 22P05 (untranslatable character, e.g.
 * \u0000 in jsonb): input PostgreSQL cannot store. The shared schemas refuse it first; this is the net
 * under them, so a gap answers 400 rather than 500.
 */
const unstorableTextSqlStates = new Set(['22021', '22P05']);

function isUnstorableText(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && unstorableTextSqlStates.has(code)) return true;
    current = cause;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------------
// Validation messages: the field's name and what it expects, never a regular expression's source.

type ValidationIssue = {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
};

const zodEnglish = z.locales.en().localeError;
/** zod's own text of an issue: ours replace it; a text a schema gives (the spec's) is kept. */
function isZodDefault(issue: ValidationIssue): boolean {
  // "received …" depends on the input, which zod does not keep; the start is enough to know its text.
  if (issue.message === undefined) return true;
  if (issue.keyword === 'invalid_type') return issue.message.startsWith('Invalid input: expected ');
  const raw = { ...issue.params, code: issue.keyword } as Parameters<typeof zodEnglish>[0];
  try {
    const text = zodEnglish(raw);
    return (typeof text === 'string' ? text : text?.message) === issue.message;
  } catch {
    return false;
  }
}

const locations: Record<string, string> = {
  body: 'The request body',
  querystring: 'The query string',
  params: 'The URL path',
  headers: 'The request headers',
};

/** A key as people name fields; anything else came from the request and is not repeated back. */
const plainKey = /^[A-Za-z_$][\w$-]{0,63}$/;

/** `email_id`, `items[0].name`; undefined for the whole body (or query, path). */
function fieldName(instancePath: string): string | undefined {
  const segments = instancePath.split('/').filter(Boolean);
  if (segments.length === 0) return undefined;
  return segments
    .map((segment) => (/^\d+$/.test(segment) ? `[${segment}]` : plainKey.test(segment) ? segment : '*'))
    .reduce((name, segment) =>
      segment.startsWith('[') || !name ? `${name}${segment}` : `${name}.${segment}`,
    );
}

const formats: Record<string, string> = {
  email: 'an email address',
  url: 'a URL',
  uuid: 'a UUID',
  guid: 'a GUID',
  datetime: 'an ISO 8601 date and time (such as 2024-01-31T12:00:00Z)',
  date: 'an ISO 8601 date (YYYY-MM-DD)',
  time: 'an ISO 8601 time (HH:MM:SS)',
  duration: 'an ISO 8601 duration',
  ipv4: 'an IPv4 address',
  ipv6: 'an IPv6 address',
  base64: 'base64 text',
  base64url: 'base64url text',
  jwt: 'a JWT',
};

const typeNames: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  int: 'an integer',
  bigint: 'an integer',
  boolean: 'true or false',
  object: 'a JSON object',
  array: 'an array',
  null: 'null',
  date: 'a date',
};
const typeName = (type: unknown) => typeNames[String(type)] ?? `a ${String(type)}`;

const units: Record<string, string> = { string: 'characters', array: 'items', set: 'items', file: 'bytes' };
const literal = (value: unknown) => (typeof value === 'bigint' ? value.toString() : JSON.stringify(value));

function bound(params: Record<string, unknown>, side: 'at most' | 'at least', limit: unknown): string {
  const { origin, exact, inclusive } = params as { origin?: string; exact?: boolean; inclusive?: boolean };
  const number = String(limit);
  const unit = origin ? units[origin] : undefined;
  const how = exact
    ? 'exactly'
    : inclusive === false
      ? side === 'at most'
        ? 'fewer than'
        : 'more than'
      : side;
  if (unit) return `must have ${how} ${number} ${unit}`;
  const comparison = exact
    ? 'exactly'
    : inclusive === false
      ? side === 'at most'
        ? 'below'
        : 'above'
      : side;
  return `must be ${comparison} ${number}`;
}

/** What a field expects, in words, from zod's issue (its default text names neither field nor intent). */
function expectation(issue: ValidationIssue): string {
  const params = issue.params;
  switch (issue.keyword) {
    case 'invalid_type': {
      const received = /received (\S+)$/.exec(issue.message ?? '')?.[1];
      return received === 'undefined'
        ? `is required: send ${typeName(params.expected)}`
        : `must be ${typeName(params.expected)}${received ? `, not ${typeName(received)}` : ''}`;
    }
    case 'invalid_value': {
      const values = (params.values as unknown[] | undefined) ?? [];
      return values.length === 1
        ? `must be ${literal(values[0])}`
        : `must be one of ${values.map(literal).join(', ')}`;
    }
    case 'too_big':
      return bound(params, 'at most', params.maximum);
    case 'too_small':
      return params.origin === 'string' && params.minimum === 1 && params.inclusive !== false
        ? 'must not be empty'
        : bound(params, 'at least', params.minimum);
    case 'invalid_format': {
      const format = String(params.format);
      if (format === 'starts_with') return `must start with ${literal(params.prefix)}`;
      if (format === 'ends_with') return `must end with ${literal(params.suffix)}`;
      if (format === 'includes') return `must contain ${literal(params.includes)}`;
      if (format === 'regex') return 'is not in the expected format (see the API documentation at /docs)';
      return `must be ${formats[format] ?? `a valid ${format}`}`;
    }
    case 'not_multiple_of':
      return `must be a multiple of ${String(params.divisor)}`;
    case 'unrecognized_keys': {
      const keys = (params.keys as string[] | undefined) ?? [];
      const named = keys.every((key) => plainKey.test(key));
      if (!named) return 'has a field that is not accepted (its name is not repeated here); remove it';
      return `has ${keys.length > 1 ? 'fields' : 'a field'} it does not accept: ${keys.map(literal).join(', ')}; remove ${keys.length > 1 ? 'them' : 'it'}`;
    }
    case 'invalid_union': {
      // Each alternative's first problem: when all are about the type, they list what is accepted.
      const firsts = ((params.errors as { code?: string; expected?: unknown }[][] | undefined) ?? []).map(
        (issues) => issues[0],
      );
      if (firsts.length > 0 && firsts.every((first) => first?.code === 'invalid_type'))
        return `must be ${firsts.map((first) => typeName(first!.expected)).join(' or ')}`;
      return 'does not match any accepted form (see the API documentation at /docs)';
    }
    case 'invalid_key':
      return 'has a key that is not accepted';
    case 'invalid_element':
      return 'has an element that is not accepted';
    default:
      return 'is not valid (see the API documentation at /docs)';
  }
}

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** The first problem of a request that failed its schema, as a client developer can act on it. */
function validationMessage(issue: ValidationIssue | undefined, context: string | undefined): string {
  if (!issue) return 'The request is not valid.';
  const field = fieldName(issue.instancePath);
  const subject = field ?? locations[context ?? ''] ?? 'The request';
  const { message } = issue;
  if (message !== undefined && !isZodDefault(issue)) {
    // A rule's own fragment ("must be …") describes the field; the spec's full texts stand alone, and
    // a missing or mistyped field keeps its name before them as it always has.
    if (/^must\b/.test(message)) return sentence(`${subject} ${message}`);
    return field && issue.keyword === 'invalid_type' ? `${field}: ${message}` : message;
  }
  // zod's type texts name what is expected; with the field before them they always answered this way.
  if (message && issue.keyword === 'invalid_type' && field) return `${field}: ${message}`;
  // An unknown top-level key: zod's text names it, which is what the client has to remove.
  if (message && issue.keyword === 'unrecognized_keys' && !field) {
    const keys = (issue.params.keys as string[] | undefined) ?? [];
    if (keys.length > 0 && keys.every((key) => plainKey.test(key))) return message;
  }
  return sentence(`${subject} ${expectation(issue)}`);
}

/** The one place that turns an error into an answer: 4xx say what to fix, 5xx say nothing internal. */
export function answerFor(error: unknown): Answer {
  if (error instanceof AppError) return bad(error.statusCode, error.code, error.message);
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = (error as { validationContext?: string }).validationContext;
    return bad(400, errorCodes.validation, validationMessage(error.validation[0], context));
  }
  const fastifyError = error as Partial<FastifyError>;
  const known = fastifyError.code ? fastifyClientErrors[fastifyError.code] : undefined;
  if (known) return known(error as FastifyError);
  if (fastifyError.statusCode === 429)
    return bad(429, errorCodes.rateLimited, 'Too many requests. Please slow down.');
  if (isUnstorableText(error)) {
    return bad(
      400,
      errorCodes.validation,
      'A text in the request contains a character that cannot be stored, such as a null byte (\\u0000); send text without control characters.',
    );
  }
  if (isDatabaseUnavailable(error)) {
    return bad(
      503,
      errorCodes.unavailable,
      'The service is temporarily unavailable. Please try again shortly.',
    );
  }
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Fastify's own codes (FST_ERR_…) are not ours to promise; the message is still the useful part.
    const code =
      fastifyError.code && !fastifyError.code.startsWith('FST_') ? fastifyError.code : errorCodes.badRequest;
    return bad(status, code, fastifyError.message ?? 'Bad request.');
  }
  return bad(500, errorCodes.internal, 'Something went wrong on our side. Please try again later.');
}

function send(error: unknown, request: FastifyRequest, reply: FastifyReply, answer: Answer) {
  const { status } = answer;
  // In the language the request asks for (the web app sends its own); the log keeps the English.
  const language = textLanguageOf(request.headers['accept-language']);
  const body = { ...answer.body, message: translateServerText(answer.body.message, language) };
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  else if (isUnstorableText(error))
    // The schema of this route let a control character through: worth fixing there.
    request.log.warn({ err: error, code: body.code }, 'request rejected by the database: unstorable text');
  else request.log.info({ code: body.code, message: answer.body.message }, 'request rejected');
  return reply.code(status).send(body);
}

/** `rewrite` lets an encapsulated module answer in its spec's own codes (e.g. invalid-request). */
export function registerErrorHandler(app: App, rewrite: (answer: Answer) => Answer = (answer) => answer) {
  app.setErrorHandler((error, request: FastifyRequest, reply: FastifyReply) =>
    send(error, request, reply, rewrite(answerFor(error))),
  );
}

/**
 * Fastify's `frameworkErrors`: what fails before a route is found (a path that is not valid
 * percent-encoding, a path parameter over the length limit) answers in our shape, without the path.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  void send(error, request, reply, answerFor(error));
}

type ParserError = Error & { code?: string };

const parserAnswers: Record<string, () => Answer> = {
  HPE_HEADER_OVERFLOW: () =>
    bad(
      431,
      errorCodes.headersTooLarge,
      `The request line and headers are larger than ${Math.floor(maxHeaderSize / 1024)} KB together; keep the URL, its query string and the headers short, and send larger data in a JSON body.`,
    ),
  ERR_HTTP_REQUEST_TIMEOUT: () =>
    bad(408, errorCodes.requestTimeout, 'The request did not arrive in time; send it again.'),
  HPE_INVALID_HEADER_TOKEN: () =>
    bad(
      400,
      errorCodes.badRequest,
      'A request header is not valid: each is "Name: value" on its own line, the name a token without spaces, the value without control characters.',
    ),
  HPE_INVALID_METHOD: () =>
    bad(
      400,
      errorCodes.badRequest,
      'The request method is not valid; use a standard HTTP method such as GET or POST.',
    ),
  HPE_INVALID_URL: () =>
    bad(400, errorCodes.badRequest, 'The request target is not valid: send a path starting with "/".'),
  HPE_INVALID_CONTENT_LENGTH: () =>
    bad(400, errorCodes.badRequest, 'The Content-Length header is not valid: send one decimal number.'),
  HPE_UNEXPECTED_CONTENT_LENGTH: () =>
    bad(400, errorCodes.badRequest, 'Send either Content-Length or Transfer-Encoding: chunked, not both.'),
};

/** Answers Node's HTTP parser refusals; written straight to the socket, as no request exists yet. */
export function clientErrorAnswer(error: ParserError): Answer {
  const known = error.code ? parserAnswers[error.code] : undefined;
  return known
    ? known()
    : bad(
        400,
        errorCodes.badRequest,
        'The request is not valid HTTP/1.1; check its request line and headers.',
      );
}

/**
 * Fastify's `clientErrorHandler` (Node's 'clientError' event): a request Node cannot parse, such as a
 * 100 kB query string (431), answers in our shape instead of Node's or Fastify's bare body.
 */
export function answerClientError(this: FastifyInstance, error: ParserError, socket: Duplex) {
  // A reset connection has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, body } = clientErrorAnswer(error);
  this.log.info({ code: body.code, message: body.message, parserError: error.code }, 'request rejected');
  // As Node does: never write into a response already under way on this connection.
  const inFlight = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (!socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const json = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(json)}\r\n` +
      'Connection: close\r\n\r\n' +
      json,
  );
}
