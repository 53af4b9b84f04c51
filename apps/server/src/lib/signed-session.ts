import type { Config } from '../config';
import type { Db, DbExecutor } from '../db/client';
import type { AppError } from './app-error';
import { enforceSharedLimit, walletSignInLimit } from './shared-rate-limit';
import { recoverCanonicalMessageAddress } from './signature';
import { hashToken, newToken } from './secret-tokens';

// The core of a wallet sign-in, shared by users and operators: what differs between them is only which
// message is signed, whose nonce it holds and which table keeps the session.

type SignInStep = Parameters<typeof walletSignInLimit>[1];

/** Per-wallet limit shared by every replica (the per-client one is the route's). */
export const limitSignInAddress = (deps: { db: Db; config: Config }, step: SignInStep, address: string) =>
  enforceSharedLimit(deps.db, walletSignInLimit(deps.config, step), address.toLowerCase());

/** Whether `signature` is `address`'s canonical signature of `message`; a malformed one is simply not. */
export async function isSignedBy(address: string, message: string, signature: string): Promise<boolean> {
  const signer = await recoverCanonicalMessageAddress({
    message,
    signature: signature as `0x${string}`,
  }).catch(() => undefined);
  return signer !== undefined && signer.toLowerCase() === address.toLowerCase();
}

type SessionSteps = {
  /** Replaces the signed nonce if it is still current: false when it expired or another request used it. */
  consumeNonce: (tx: DbExecutor) => Promise<boolean>;
  /** The refusal when the nonce could not be consumed. */
  refused: () => AppError;
  /** Stores the session under its token's hash. */
  insertSession: (tx: DbExecutor, tokenHash: string) => Promise<void>;
};

/**
 * A verified signature becomes a session: the signed nonce is consumed in the same transaction that
 * stores the session, so one signature opens at most one. Answers the token (only its hash is stored).
 */
export async function openSignedSession(db: Db, steps: SessionSteps): Promise<string> {
  const token = newToken();
  await db.transaction(async (tx) => {
    if (!(await steps.consumeNonce(tx))) throw steps.refused();
    await steps.insertSession(tx, hashToken(token));
  });
  return token;
}
