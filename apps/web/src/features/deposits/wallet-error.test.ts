import { depositFailure } from '@dappx/shared';
import { BaseError, InternalRpcError, UserRejectedRequestError } from 'viem';
import { describe, expect, it } from 'vitest';
import { walletErrorOf } from './wallet-error';

/** What an injected wallet throws: an Error with the EIP-1193 code, wrapped by viem as writeContract does. */
const fromWallet = (code: number, message: string) => Object.assign(new Error(message), { code });

describe('what the deposit dialog says when the wallet fails', () => {
  it('names a declined action, however deep viem wrapped it', () => {
    const declined = new BaseError('The contract function "deposit" reverted.', {
      cause: new UserRejectedRequestError(fromWallet(4001, 'User rejected the request.')),
    });
    expect(depositFailure(walletErrorOf(declined))).toEqual({ key: 'declined' });
  });

  it("shows another wallet error's own message", () => {
    const failed = new BaseError('Transaction failed', {
      cause: new InternalRpcError(fromWallet(-32603, 'insufficient funds for gas')),
    });
    expect(depositFailure(walletErrorOf(failed))).toEqual({ message: 'insufficient funds for gas' });
  });

  it("says the transaction didn't push through for anything else", () => {
    expect(depositFailure(walletErrorOf(new Error('fetch failed')))).toEqual({ key: 'failed' });
    expect(depositFailure(walletErrorOf(undefined))).toEqual({ key: 'failed' });
  });
});
