import { useMemo, useRef } from 'react';
import { ApiRequestError, newIdempotencyKey } from './api-client';

/**
 * One confirmed money request as the store tells it apart: its Idempotency-Key, and when it was first
 * confirmed (a time the request itself carries, which a retry must send unchanged).
 */
export type MoneyAttempt = { idempotencyKey: string; confirmedAt: Date };

/** No answer arrived (the network), or a gateway lost the store's: the request may have been carried out. */
const lostAnswerStatuses = new Set([0, 502, 504]);

/** Whether a failed call left its outcome unknown, so that only a retry with the same key may follow it. */
export function answerLost(failure: unknown): boolean {
  return failure instanceof ApiRequestError && lostAnswerStatuses.has(failure.status);
}

/** A request's identity, amounts (bigint) included. */
function identityOf(request: unknown): string {
  return JSON.stringify(request ?? null, (_, value: unknown) =>
    typeof value === 'bigint' ? `${value}n` : value,
  );
}

/**
 * The Idempotency-Key of a money dialog's confirm step. The key is drawn when the step first sends its
 * request and sent again by every retry of the same request whose answer was lost, so the store carries
 * it out once. A changed request (amount, recipient, token) gets a new key, and so does the next request
 * after an answer arrived (success or refusal: the user then means another one) or after `renew`.
 */
export function useIdempotencyKey() {
  const drawn = useRef<{ request: string; attempt: MoneyAttempt }>(undefined);
  return useMemo(
    () => ({
      /** The attempt to send `request` with: the kept one when it is a retry of the same request. */
      attemptFor(request: unknown): MoneyAttempt {
        const identity = identityOf(request);
        if (drawn.current?.request !== identity) {
          drawn.current = {
            request: identity,
            attempt: { idempotencyKey: newIdempotencyKey(), confirmedAt: new Date() },
          };
        }
        return drawn.current.attempt;
      },
      /** The request ended, with `failure` if it failed: the key is kept only if its answer was lost. */
      ended(failure?: unknown) {
        if (!answerLost(failure)) drawn.current = undefined;
      },
      /** Forgets the key: the dialog starts afresh. */
      renew() {
        drawn.current = undefined;
      },
    }),
    [],
  );
}

export type IdempotencyKeys = ReturnType<typeof useIdempotencyKey>;
