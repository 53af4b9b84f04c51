/**
 * A fresh Idempotency-Key for one money-moving request: the server runs a request with a given key once.
 * (crypto.randomUUID exists only on https and localhost; getRandomValues everywhere.)
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
