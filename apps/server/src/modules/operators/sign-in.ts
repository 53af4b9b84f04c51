import { errorCodes, operatorsTexts, type OperatorSignInResponse } from '@dappx/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isSignedBy, limitSignInAddress, openSignedSession } from '../../lib/signed-session';
import { newNonce } from '../users';
import { consumeOperatorNonce, findOperator, insertOperatorSession, operatorNonceSecret } from './repository';
import { liveSignInMessages, signInMessageOf, type MessageFor } from './sign-in-message';

type SignInDeps = { db: Db; config: Config };

const signatureRejected = () => new AppError(401, errorCodes.unauthorized, operatorsTexts.signatureRejected);

/** The active operator of `address`, if any, and what its messages are derived from (the same steps either way). */
async function messageSubject(deps: SignInDeps, address: string) {
  const found = await findOperator(deps.db, address);
  const operator = found && !found.disabled ? found : undefined;
  const subject: MessageFor = { secret: await operatorNonceSecret(deps.db), address, seed: operator?.nonce };
  return { operator, subject };
}

/**
 * The EIP-4361 message to sign. Any address gets one, by the same steps and in the same shape: a
 * stranger's (or a disabled operator's) simply never signs anyone in, so the call tells no one who is an
 * operator.
 */
export async function operatorNonce(deps: SignInDeps, address: string) {
  await limitSignInAddress(deps, 'operator-nonce', address);
  const { subject } = await messageSubject(deps, address);
  const { nonce, message } = signInMessageOf(deps.config, subject, new Date());
  return { nonce, message };
}

/** The live message `signature` is the address's signature of, if any. */
async function signedMessage(deps: SignInDeps, subject: MessageFor, signature: string) {
  for (const candidate of liveSignInMessages(deps.config, subject, new Date())) {
    if (await isSignedBy(subject.address, candidate.message, signature)) return candidate;
  }
  return undefined;
}

/**
 * Opens a console session for the operator whose wallet signed one of its live messages (the same
 * canonical-signature check as user sign-in); an expired message, or one already used, opens nothing.
 */
export async function signInOperator(
  deps: SignInDeps,
  body: { publicAddress: string; signature: string },
): Promise<OperatorSignInResponse> {
  await limitSignInAddress(deps, 'operator-auth', body.publicAddress);
  const { operator, subject } = await messageSubject(deps, body.publicAddress);
  const signed = await signedMessage(deps, subject, body.signature);
  if (!operator || !signed) throw signatureRejected();

  const expiresAt = new Date(Date.now() + deps.config.operators.sessionMs);
  const token = await openSignedSession(deps.db, {
    // A new seed: the signed message (and every other live one) stops matching, so it opens one session.
    consumeNonce: (tx) => consumeOperatorNonce(tx, operator.address, operator.nonce, newNonce()),
    refused: signatureRejected,
    insertSession: (tx, tokenHash) =>
      insertOperatorSession(tx, { tokenHash, operatorAddress: operator.address, expiresAt }),
  });
  return { token, address: operator.address, role: operator.role, expires_at: expiresAt.toISOString() };
}
