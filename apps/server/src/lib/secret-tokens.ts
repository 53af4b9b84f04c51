import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: 43 characters. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as this hash, so a database leak hands out no working link or session. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
