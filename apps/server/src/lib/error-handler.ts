import { STATUS_CODES, maxHeaderSize } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  errorCodes,
  isTranslatedServerText,
  textLanguageOf,
  translateServerText,
  type ApiError,
  type TextLanguage,
} from '@dappx/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, pgErrorCode } from '../db/errors';
import { AppError } from './app-error';
import { languageOf, varyByLanguage } from './language';
import type { App } from './types';
import { validationMessage, type Say } from './validation-message';

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

const isUnstorableText = (error: unknown) => unstorableTextSqlStates.has(pgErrorCode(error) ?? '');

type Language = TextLanguage | 'en';

/** A text of the table in `language`; a text the table lacks is noted in `missing` and stays English. */
const sayer =
  (language: Language, missing?: string[]): Say =>
  (text) => {
    if (!isTranslatedServerText(text)) missing?.push(text);
    return translateServerText(text, language);
  };

/**
 * The one place that turns an error into an answer: 4xx say what to fix, 5xx say nothing internal. In
 * `language` (the request's): validation messages are worded in it, every other text is the table's.
 * Texts without a translation stay English and are noted in `missing`.
 */
export function answerFor(error: unknown, language: Language = 'en', missing?: string[]): Answer {
  const say = sayer(language, missing);
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = (error as { validationContext?: string }).validationContext;
    return bad(400, errorCodes.validation, validationMessage(error.validation[0], context, language, say));
  }
  const { status, body } = englishAnswerFor(error);
  return { status, body: { ...body, message: say(body.message) } };
}

/** The texts of an error's answer that have no Spanish and Portuguese yet (logged as a warning). */
export function untranslatedTextsOf(error: unknown): string[] {
  const missing: string[] = [];
  answerFor(error, 'es', missing);
  return missing;
}

function englishAnswerFor(error: unknown): Answer {
  if (error instanceof AppError) return bad(error.statusCode, error.code, error.message);
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

type Rewrite = (answer: Answer) => Answer;

/** The warning logged for an answer whose text has no Spanish and Portuguese (tests fail on it). */
export const untranslatedLogLine = 'server text without Spanish and Portuguese';

function send(error: unknown, request: FastifyRequest, reply: FastifyReply, rewrite: Rewrite) {
  // In the language the request asks for (the web app sends its own); the log keeps the English.
  const language = languageOf(request);
  const answer = rewrite(answerFor(error));
  const { status } = answer;
  const said = language === 'en' ? answer : rewrite(answerFor(error, language));
  // A rewrite may put in a text of its own spec, in English: that one is translated here.
  const body = { ...said.body, message: translateServerText(said.body.message, language) };
  const untranslated = untranslatedTextsOf(error);
  if (untranslated.length > 0) request.log.warn({ texts: untranslated }, untranslatedLogLine);
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  else if (isUnstorableText(error))
    // The schema of this route let a control character through: worth fixing there.
    request.log.warn({ err: error, code: body.code }, 'request rejected by the database: unstorable text');
  else request.log.info({ code: body.code, message: answer.body.message }, 'request rejected');
  // A pooler or PostgreSQL restarting is back within seconds: a client that waits this long before its
  // retry (with the same Idempotency-Key for a money move) finds it back rather than failing twice.
  if (status === 503 && isDatabaseUnavailable(error)) reply.header('retry-after', '1');
  return varyByLanguage(reply).code(status).send(body);
}

/** `rewrite` lets an encapsulated module answer in its spec's own codes (e.g. invalid-request). */
export function registerErrorHandler(app: App, rewrite: Rewrite = (answer) => answer) {
  app.setErrorHandler((error, request: FastifyRequest, reply: FastifyReply) =>
    send(error, request, reply, rewrite),
  );
}

/**
 * Fastify's `frameworkErrors`: what fails before a route is found (a path that is not valid
 * percent-encoding, a path parameter over the length limit) answers in our shape, without the path.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  void send(error, request, reply, (answer) => answer);
}

type ParserError = Error & { code?: string; rawPacket?: unknown };

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
export function clientErrorAnswer(error: ParserError, language: Language = 'en'): Answer {
  const known = error.code ? parserAnswers[error.code] : undefined;
  const { status, body } = known
    ? known()
    : bad(
        400,
        errorCodes.badRequest,
        'The request is not valid HTTP/1.1; check its request line and headers.',
      );
  return { status, body: { ...body, message: translateServerText(body.message, language) } };
}

/**
 * The Accept-Language of a request Node could not parse, read from the bytes it got (when they reach
 * that header): the request's language, as for any other answer.
 */
function languageOfRawRequest(rawPacket: unknown): Language {
  const head = Buffer.isBuffer(rawPacket) ? rawPacket.subarray(0, 16_384).toString('latin1') : '';
  return textLanguageOf(/\r\naccept-language:[ \t]*([^\r\n]*)/i.exec(head)?.[1]);
}

/**
 * Fastify's `clientErrorHandler` (Node's 'clientError' event): a request Node cannot parse, such as a
 * 100 kB query string (431), answers in our shape instead of Node's or Fastify's bare body.
 */
export function answerClientError(this: FastifyInstance, error: ParserError, socket: Duplex) {
  // A reset connection has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const english = clientErrorAnswer(error);
  const { status, body } = clientErrorAnswer(error, languageOfRawRequest(error.rawPacket));
  this.log.info(
    { code: body.code, message: english.body.message, parserError: error.code },
    'request rejected',
  );
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
