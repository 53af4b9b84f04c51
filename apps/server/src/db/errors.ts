import { errorChain } from '../lib/error-chain';

/** What PostgreSQL said when it refused a statement: its SQLSTATE and, for a constraint, the constraint's name. */
export type PgError = { code: string; constraint?: string };

/**
 * The PostgreSQL error somewhere in an error's cause chain, or undefined. The driver's errors carry a
 * severity; a socket's error code (EPIPE) looks like a SQLSTATE but comes without one.
 */
export function pgErrorOf(error: unknown): PgError | undefined {
  return errorChain(error).find((current): current is PgError => {
    const { code, severity } = current as { code?: unknown; severity?: unknown };
    return typeof code === 'string' && typeof severity === 'string';
  });
}

/** The SQLSTATE of the PostgreSQL error in an error's cause chain (23505: unique violation, …). */
export const pgErrorCode = (error: unknown): string | undefined => pgErrorOf(error)?.code;

/** SQLSTATE classes that mean "the database is not there right now", not "your request is wrong". */
const unavailableSqlStates = /^(08|53|57P)/;
const unavailableSyscalls = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EPIPE',
  'EHOSTUNREACH',
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  return errorChain(error, 5).some((current) => {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (unavailableSyscalls.has(code) || unavailableSqlStates.test(code)))
      return true;
    if (
      typeof message === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect/i.test(message)
    )
      return true;
    return current instanceof AggregateError && current.errors.some(isDatabaseUnavailable);
  });
}
