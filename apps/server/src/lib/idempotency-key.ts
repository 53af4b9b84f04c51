import { errorCodes } from '@dappx/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

const keyPattern = /^[\w.:-]{1,100}$/;

/** The request's Idempotency-Key header, if any; a malformed one is refused rather than ignored. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined) return undefined;
  if (!keyPattern.test(key)) {
    throw new AppError(
      400,
      errorCodes.validation,
      'The Idempotency-Key header must be 1 to 100 letters, digits or ._:-',
    );
  }
  return key;
}
