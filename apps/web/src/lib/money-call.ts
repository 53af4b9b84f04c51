import { okResponse } from '@dappx/shared';
import type { z } from 'zod';
import { apiRequest } from './api-client';

/**
 * A fresh Idempotency-Key for one money-moving request: the server runs a request with a given key once.
 * (crypto.randomUUID exists only on https and localhost; getRandomValues everywhere.)
 */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A money-moving POST (transfer, activation, stake, unstake): its own Idempotency-Key, the spec's 'Ok'. */
export function postMoneyCall<T = z.infer<typeof okResponse>>(
  path: string,
  body: object | undefined,
  schema: z.ZodType<T> = okResponse as unknown as z.ZodType<T>,
) {
  return apiRequest(path, {
    method: 'POST',
    body,
    schema,
    headers: { 'idempotency-key': newIdempotencyKey() },
  });
}
