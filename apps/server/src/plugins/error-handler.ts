import { errorCodes, type ApiError } from '@dappx/shared';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/errors';
import { AppError } from '../lib/app-error';
import type { App } from '../lib/types';

export type Answer = { status: number; body: ApiError };

const fastifyClientErrors: Record<string, (error: FastifyError) => Answer> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () =>
    bad(400, errorCodes.malformedJson, 'The request body is not valid JSON.'),
  FST_ERR_CTP_EMPTY_JSON_BODY: () =>
    bad(400, errorCodes.malformedJson, 'The request body is empty; send a JSON object.'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () =>
    bad(415, errorCodes.unsupportedMediaType, 'Send the request body as application/json.'),
  FST_ERR_CTP_BODY_TOO_LARGE: () => bad(413, errorCodes.payloadTooLarge, 'The request body is too large.'),
};

function bad(status: number, code: string, message: string): Answer {
  return { status, body: { message, code } };
}

/** The one place that turns an error into an answer: 4xx say what to fix, 5xx say nothing internal. */
export function answerFor(error: unknown): Answer {
  if (error instanceof AppError) return bad(error.statusCode, error.code, error.message);
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issue = error.validation[0];
    const field = issue?.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const message = issue?.message ?? 'The request is not valid.';
    // Our own texts (the spec's) stand alone; zod's generic type messages need the field named.
    const generic = issue?.keyword === 'invalid_type';
    return bad(400, errorCodes.validation, field && generic ? `${field}: ${message}` : message);
  }
  const fastifyError = error as Partial<FastifyError>;
  const known = fastifyError.code ? fastifyClientErrors[fastifyError.code] : undefined;
  if (known) return known(error as FastifyError);
  if (fastifyError.statusCode === 429)
    return bad(429, errorCodes.rateLimited, 'Too many requests. Please slow down.');
  if (isDatabaseUnavailable(error)) {
    return bad(
      503,
      errorCodes.unavailable,
      'The service is temporarily unavailable. Please try again shortly.',
    );
  }
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return bad(status, fastifyError.code ?? 'BAD_REQUEST', fastifyError.message ?? 'Bad request.');
  }
  return bad(500, errorCodes.internal, 'Something went wrong on our side. Please try again later.');
}

/** `rewrite` lets an encapsulated module answer in its spec's own codes (e.g. invalid-request). */
export function registerErrorHandler(app: App, rewrite: (answer: Answer) => Answer = (answer) => answer) {
  app.setErrorHandler((error, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body } = rewrite(answerFor(error));
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code, message: body.message }, 'request rejected');
    return reply.code(status).send(body);
  });
}
