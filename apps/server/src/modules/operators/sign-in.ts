import {
  errorCodes,
  operatorSignInMessage,
  operatorsTexts,
  type OperatorSignInResponse,
} from '@dappx/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { enforceSharedLimit, walletSignInLimit } from '../../lib/shared-rate-limit';
import { recoverCanonicalMessageAddress } from '../../lib/signature';
import { hashToken, newToken } from '../../lib/tokens';
import { newNonce } from '../users';
import { consumeOperatorNonce, findOperator, insertOperatorSession } from './repository';

type SignInDeps = { db: Db; config: Config };

const unknownOperator = () => new AppError(401, errorCodes.unauthorized, operatorsTexts.unknownOperator);
const signatureRejected = () => new AppError(401, errorCodes.unauthorized, operatorsTexts.signatureRejected);

/** Per-wallet limit shared by every replica, as user sign-in has (the per-client one is the route's). */
const limitAddress = (deps: SignInDeps, step: 'operator-nonce' | 'operator-auth', address: string) =>
  enforceSharedLimit(deps.db, walletSignInLimit(deps.config, step), address.toLowerCase());

async function activeOperator(deps: SignInDeps, address: string) {
  const operator = await findOperator(deps.db, address);
  if (!operator || operator.disabled) throw unknownOperator();
  return operator;
}

export async function operatorNonce(deps: SignInDeps, address: string): Promise<string> {
  await limitAddress(deps, 'operator-nonce', address);
  return (await activeOperator(deps, address)).nonce;
}

/**
 * Opens a console session for the operator whose wallet signed its current one-time number, as user
 * sign-in does (the same canonical-signature check) but with its own message, table and lifetime.
 */
export async function signInOperator(
  deps: SignInDeps,
  body: { publicAddress: string; signature: string },
): Promise<OperatorSignInResponse> {
  await limitAddress(deps, 'operator-auth', body.publicAddress);
  const operator = await activeOperator(deps, body.publicAddress);
  const signer = await recoverCanonicalMessageAddress({
    message: operatorSignInMessage(operator.nonce),
    signature: body.signature as `0x${string}`,
  }).catch(() => undefined);
  if (!signer || signer.toLowerCase() !== operator.address.toLowerCase()) throw signatureRejected();

  const token = newToken();
  const expiresAt = new Date(Date.now() + deps.config.operators.sessionMs);
  await deps.db.transaction(async (tx) => {
    if (!(await consumeOperatorNonce(tx, operator.address, operator.nonce, newNonce()))) {
      throw signatureRejected();
    }
    await insertOperatorSession(tx, {
      tokenHash: hashToken(token),
      operatorAddress: operator.address,
      expiresAt,
    });
  });
  return { token, address: operator.address, role: operator.role, expires_at: expiresAt.toISOString() };
}
