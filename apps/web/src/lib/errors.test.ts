import { depositFailure } from '@dappx/shared/deposits';
import { BaseError, InternalRpcError, UserRejectedRequestError } from 'viem';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client';
import { describeError, failureText, readFailureText, walletErrorOf, walletRefusalOf } from './errors';

/** What an injected wallet throws: an Error with the EIP-1193 code, wrapped by viem as writeContract does. */
const fromWallet = (code: number, message: string) => Object.assign(new Error(message), { code });
const texts = {
  declined: 'You declined.',
  pending: 'Check your wallet.',
  wrongNetwork: 'Switch networks.',
  offline: 'Check your connection.',
  failed: 'It failed.',
};

describe('the one error walker', () => {
  it('names a declined action, however deep viem wrapped it', () => {
    const declined = new BaseError('The contract function "deposit" reverted.', {
      cause: new UserRejectedRequestError(fromWallet(4001, 'User rejected the request.')),
    });
    expect(describeError(declined)).toEqual({ kind: 'declined' });
    expect(failureText(declined, texts)).toBe('You declined.');
    expect(depositFailure(walletErrorOf(declined))).toEqual({ key: 'declined' });
  });

  it('tells a request already waiting in the wallet', () => {
    expect(failureText(new Error('outer', { cause: fromWallet(-32002, 'already pending') }), texts)).toBe(
      'Check your wallet.',
    );
  });

  it("shows another wallet error's own message", () => {
    const failed = new BaseError('Transaction failed', {
      cause: new InternalRpcError(fromWallet(-32603, 'insufficient funds for gas')),
    });
    expect(walletErrorOf(failed)).toEqual({ code: -32603, message: 'insufficient funds for gas' });
    expect(failureText(failed, texts)).toBe('insufficient funds for gas');
  });

  it("gives our API's text, also when wrapped", () => {
    const refused = new ApiRequestError(409, 'INSUFFICIENT', 'Insufficient Balance.');
    expect(failureText(new Error('step failed', { cause: refused }), texts)).toBe('Insufficient Balance.');
    expect(describeError(refused)).toEqual({
      kind: 'api',
      code: 'INSUFFICIENT',
      status: 409,
      message: 'Insufficient Balance.',
    });
  });

  it('tells a rate limit with its wait, no connection, and the wrong network apart', () => {
    const limited = new ApiRequestError(429, 'RATE_LIMITED', 'Too many requests. Please try again in 30 s.');
    expect(describeError(new Error('sign-in', { cause: limited }))).toEqual({
      kind: 'rate-limited',
      message: 'Too many requests. Please try again in 30 s.',
    });
    expect(failureText(limited, texts)).toBe('Too many requests. Please try again in 30 s.');
    const offline = new ApiRequestError(0, 'NETWORK', 'The store could not be reached.');
    expect(failureText(offline, texts)).toBe('Check your connection.');
    const unknownChain = new BaseError('switch failed', { cause: fromWallet(4902, 'Unrecognized chain') });
    expect(failureText(unknownChain, texts)).toBe('Switch networks.');
    const mismatch = Object.assign(new Error('chain mismatch'), { name: 'ChainMismatchError' });
    expect(describeError(mismatch)).toEqual({ kind: 'wrong-network' });
  });

  it('reads the wallet codes the same way for every caller', () => {
    expect(walletRefusalOf(new UserRejectedRequestError(new Error('no')))).toBe('declined');
    expect(walletRefusalOf({ code: 4001 })).toBe('declined');
    expect(walletRefusalOf(new Error('connect', { cause: fromWallet(-32002, 'waiting') }))).toBe('pending');
    expect(walletRefusalOf(fromWallet(4902, 'Unrecognized chain'))).toBe('wrong-network');
    expect(walletRefusalOf(fromWallet(-32603, 'internal'))).toBeUndefined();
    expect(walletRefusalOf(new ApiRequestError(404, 'NOT_FOUND', 'No such user.'))).toBeUndefined();
  });

  it('falls back for anything else, and survives a cause cycle', () => {
    const looped = new Error('loop') as Error & { cause?: unknown };
    looped.cause = looped;
    expect(failureText(looped, texts)).toBe('It failed.');
    expect(failureText(undefined, texts)).toBe('It failed.');
    expect(depositFailure(walletErrorOf(new Error('fetch failed')))).toEqual({ key: 'failed' });
  });
});

describe('a read that failed', () => {
  const t = ((key: string) => `t:${key}`) as unknown as Parameters<typeof readFailureText>[1];

  it('says the store’s own words, no connection, or the general sentence', () => {
    expect(readFailureText(new ApiRequestError(404, 'NOT_FOUND', 'No such app in the rankings.'), t)).toBe(
      'No such app in the rankings.',
    );
    expect(readFailureText(new ApiRequestError(429, 'RATE_LIMITED', 'Wait 3 seconds.'), t)).toBe(
      'Wait 3 seconds.',
    );
    expect(readFailureText(new ApiRequestError(0, 'NETWORK', 'unreachable'), t)).toBe('t:errors.offline');
    expect(readFailureText(new TypeError('x is undefined'), t)).toBe('t:somethingWentWrong');
  });
});
