import type { ErrorCode } from '@dappx/shared';

/** An error a client is meant to see: its message is the spec's text, its code is machine-readable. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'AppError';
  }
}
