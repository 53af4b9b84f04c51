import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import type { MoneyAttempt } from '@/lib/use-idempotency-key';
import { minimumProcessingMs, resetDelayMs, useMoneyFlow } from './use-money-flow';

type Flow = ReturnType<typeof useMoneyFlow>;

/** Runs a call to its end, the minimum wait included. */
async function runToEnd(flow: Flow, ...[action, options]: Parameters<Flow['run']>) {
  await act(async () => {
    const running = flow.run(action, options);
    await vi.advanceTimersByTimeAsync(minimumProcessingMs);
    await running;
  });
}

function setup() {
  const onClose = vi.fn();
  const reset = vi.fn();
  const view = renderHook(({ open }) => useMoneyFlow({ open, onClose, reset }), {
    initialProps: { open: true },
  });
  return { ...view, onClose, reset };
}

describe('useMoneyFlow', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('walks form, preview, pending for at least 1 s, then done; close waits for the call', async () => {
    const { result, onClose } = setup();
    act(() => {
      if (result.current.check(undefined)) result.current.toPreview();
    });
    expect(result.current.step).toBe('preview');
    let running: Promise<void> | undefined;
    act(() => {
      running = result.current.run(() => Promise.resolve());
    });
    expect(result.current.step).toBe('pending');
    act(() => result.current.close());
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(minimumProcessingMs);
      await running;
    });
    expect(result.current.step).toBe('done');
    act(() => result.current.close());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("keeps a check's problem on the form", () => {
    const { result } = setup();
    act(() => {
      if (result.current.check('Invalid input!')) result.current.toPreview();
    });
    expect(result.current.step).toBe('form');
    expect(result.current.formError).toBe('Invalid input!');
  });

  it('sends a failure to the error step, or back to the form when the dialog says so', async () => {
    const { result } = setup();
    const refused = new Error('Insufficient Balance.');
    await runToEnd(result.current, () => Promise.reject(refused), { start: 'wallet' });
    expect(result.current.step).toBe('error');
    expect(result.current.failure).toBe(refused);

    await runToEnd(result.current, () => Promise.reject(refused), {
      route: (error) => ({ form: (error as Error).message }),
    });
    expect(result.current.step).toBe('form');
    expect(result.current.formError).toBe('Insufficient Balance.');
  });

  it('goes back to the confirm step when the answer is lost, and retries with the same key until one arrives', async () => {
    const { result } = setup();
    act(() => result.current.toPreview());
    const keys: string[] = [];
    const lost = new ApiRequestError(0, 'NETWORK', 'The store could not be reached.');
    const send = (outcome: Promise<unknown>) => (attempt: MoneyAttempt) => {
      keys.push(attempt.idempotencyKey);
      return outcome;
    };
    await runToEnd(result.current, send(Promise.reject(lost)), { request: { amount: 5n } });
    expect(result.current).toMatchObject({ step: 'preview', lostAnswer: true, failure: undefined });
    await runToEnd(result.current, send(Promise.resolve()), { request: { amount: 5n } });
    expect(result.current).toMatchObject({ step: 'done', lostAnswer: false });
    expect(keys[1]).toBe(keys[0]);

    // The next transfer, even of the same amount, is another one.
    act(() => result.current.back());
    act(() => result.current.toPreview());
    await runToEnd(result.current, send(Promise.resolve()), { request: { amount: 5n } });
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('draws a new key when the dialog opens afresh after a lost answer', async () => {
    const { result, rerender } = setup();
    const keys: string[] = [];
    const lost = new ApiRequestError(0, 'NETWORK', 'The store could not be reached.');
    const send = (attempt: MoneyAttempt) => {
      keys.push(attempt.idempotencyKey);
      return Promise.reject(lost);
    };
    await runToEnd(result.current, send, { request: { amount: 5n } });
    expect(result.current).toMatchObject({ step: 'form', lostAnswer: true });
    rerender({ open: false });
    await act(() => vi.advanceTimersByTimeAsync(resetDelayMs));
    expect(result.current.lostAnswer).toBe(false);
    rerender({ open: true });
    await runToEnd(result.current, send, { request: { amount: 5n } });
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('waits in pending after the call when its outcome shows later', async () => {
    const { result } = setup();
    await runToEnd(result.current, () => Promise.resolve(), { then: 'pending' });
    expect(result.current).toMatchObject({ step: 'pending', busy: false });
    act(() => result.current.finish());
    expect(result.current.step).toBe('done');
  });

  it('clears 400 ms after closing, or at once when opened again before then', async () => {
    const { result, rerender, reset } = setup();
    act(() => result.current.toPreview());
    rerender({ open: false });
    await act(() => vi.advanceTimersByTimeAsync(resetDelayMs - 1));
    expect(result.current.step).toBe('preview');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current.step).toBe('form');
    expect(reset).toHaveBeenCalledTimes(1);

    rerender({ open: true });
    act(() => result.current.toPreview());
    rerender({ open: false });
    rerender({ open: true });
    expect(result.current.step).toBe('form');
    expect(reset).toHaveBeenCalledTimes(2);
  });
});
