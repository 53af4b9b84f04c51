import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client';
import { answerLost, useIdempotencyKey } from './use-idempotency-key';

const transfer = { token: 'acent', direction: 'vault-to-active', amount: 5_000_000n };
const lost = new ApiRequestError(0, 'NETWORK', 'The store could not be reached.');
const refused = new ApiRequestError(400, 'INSUFFICIENT_BALANCE', 'Insufficient Balance.');

function setup() {
  const view = renderHook(() => useIdempotencyKey());
  return { ...view, keys: () => view.result.current };
}

describe('useIdempotencyKey', () => {
  it('sends the same key and confirm time again for a retry of the same request after a lost answer', () => {
    const { keys, rerender } = setup();
    const first = keys().attemptFor(transfer);
    expect(first.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    act(() => keys().ended(lost));
    rerender();
    const retry = keys().attemptFor({ ...transfer });
    expect(retry).toEqual(first);
    act(() => keys().ended(new ApiRequestError(504, 'HTTP', 'The store answered 504.')));
    expect(keys().attemptFor(transfer).idempotencyKey).toBe(first.idempotencyKey);
  });

  it('draws a new key when the request changes: another amount or direction', () => {
    const { keys } = setup();
    const first = keys().attemptFor(transfer).idempotencyKey;
    keys().ended(lost);
    const otherAmount = keys().attemptFor({ ...transfer, amount: 5_000_001n }).idempotencyKey;
    expect(otherAmount).not.toBe(first);
    keys().ended(lost);
    const otherDirection = keys().attemptFor({ ...transfer, direction: 'active-to-vault' }).idempotencyKey;
    expect(otherDirection).not.toBe(otherAmount);
  });

  it('draws a new key for the same request once an answer arrived (success or refusal) or after renew', () => {
    const { keys } = setup();
    const seen = new Set<string>();
    const send = () => {
      const key = keys().attemptFor(transfer).idempotencyKey;
      expect(seen.has(key)).toBe(false);
      seen.add(key);
    };
    send();
    keys().ended();
    send();
    keys().ended(refused);
    send();
    keys().ended(lost);
    keys().renew();
    send();
    keys().ended(new Error('The wallet refused.'));
    send();
    expect(seen.size).toBe(5);
  });

  it('takes only a missing answer or a gateway’s lost one as an unknown outcome', () => {
    expect(answerLost(lost)).toBe(true);
    expect(answerLost(new ApiRequestError(502, 'HTTP', 'Bad gateway'))).toBe(true);
    expect(answerLost(refused)).toBe(false);
    expect(answerLost(new ApiRequestError(500, 'INTERNAL', 'Something went wrong.'))).toBe(false);
    expect(answerLost(new Error('network'))).toBe(false);
    expect(answerLost(undefined)).toBe(false);
  });
});
