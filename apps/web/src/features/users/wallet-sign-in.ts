import { errorCodes } from '@dappx/shared/error-codes';
import { signInMessage } from '@dappx/shared/users-texts';
import { signMessage } from 'wagmi/actions';
import { ApiRequestError } from '@/lib/api-client';
import { walletRefusalOf } from '@/lib/errors';
import { storeSession } from '@/lib/session';
import { walletConfig } from '@/lib/wallet/wallet-client';
import { authenticate, getNonce } from './api/users-api';

// The store's side of a wallet sign-in (nonce, signature, session), loaded with the wallet on first need.

export type SignInOutcome =
  | { kind: 'signed-in' }
  | { kind: 'needs-registration' }
  | { kind: 'rejected' }
  | { kind: 'pending' }
  | { kind: 'blocked' }
  /** The wallet failed to sign for a reason of its own: the spec logs the user out. */
  | { kind: 'signing-failed'; error: unknown }
  | { kind: 'failed'; error: unknown };

/** The wallet's signature failed; the store's calls around it fail on their own. */
class SigningError extends Error {
  constructor(cause: unknown) {
    super('The wallet did not sign the sign-in message', { cause });
  }
}

/** Looks the wallet up, has it sign its one-time number, and keeps the session the store answers. */
export async function signIn(address: string, chainId: number): Promise<SignInOutcome> {
  try {
    const { nonce } = await getNonce(address);
    const signature = await signMessage(walletConfig, {
      account: address as `0x${string}`,
      message: signInMessage(nonce),
    }).catch((error: unknown) => {
      throw new SigningError(error);
    });
    const answer = await authenticate({ publicAddress: address, signature });
    storeSession({
      sessionId: answer['session-id'],
      referralCode: answer.referral_code,
      walletAddress: address,
      chainId,
    });
    return { kind: 'signed-in' };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return { kind: 'needs-registration' };
    if (error instanceof ApiRequestError && error.code === errorCodes.blocked) return { kind: 'blocked' };
    const refusal = walletRefusalOf(error);
    if (refusal === 'declined') return { kind: 'rejected' };
    if (refusal === 'pending') return { kind: 'pending' };
    if (error instanceof SigningError) return { kind: 'signing-failed', error: error.cause };
    return { kind: 'failed', error };
  }
}
