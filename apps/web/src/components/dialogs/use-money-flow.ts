import { useCallback, useEffect, useRef, useState } from 'react';
import { answerLost, useIdempotencyKey, type MoneyAttempt } from '@/lib/use-idempotency-key';
import { isReceipt, type Receipt } from '@/lib/wallet/receipt';

/**
 * The one step machine of the money dialogs (transfer, stake, unstake, deposit, withdraw): the form, its
 * preview, waiting for the wallet to sign, pending (the call is on its way), then done or error.
 */
export type FlowStep = 'form' | 'preview' | 'wallet' | 'pending' | 'done' | 'error';

/** Spec, section 9: fields reset 400 ms after a dialog closes; processing shows at least 1 s. */
export const resetDelayMs = 400;
export const minimumProcessingMs = 1_000;

/** Where a failed call leads: the error step, back to the form with a text there, or nowhere (the page is leaving). */
export type FailureRoute = 'error' | 'stay' | { form: string };

export type RunOptions = {
  /** Whether the call starts with the wallet asking to sign, or goes straight to pending. */
  start?: 'wallet' | 'pending';
  /** After the call: done, or pending when its outcome shows later (the dialog then calls `finish`). */
  then?: 'done' | 'pending';
  minimumMs?: number;
  route?: (error: unknown) => FailureRoute;
  /**
   * What the call asks (token, direction, amount…): a retry of the same request after a lost answer sends
   * the same Idempotency-Key, a changed one a new key.
   */
  request?: unknown;
};

/** A dialog's call, given the Idempotency-Key its confirm step keeps for retries. */
export type MoneyAction = (attempt: MoneyAttempt) => Promise<unknown>;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type MoneyFlow = ReturnType<typeof useMoneyFlow>;

type FlowState = {
  setStep: (step: FlowStep) => void;
  setFailure: (failure: unknown) => void;
  setFormError: (text: string | undefined) => void;
  setReceipt: (receipt: Receipt | undefined) => void;
  setLostAnswer: (lost: boolean) => void;
};

/**
 * Where a finished call leads: done (an on-chain action's transaction shown there), back to the step
 * it was confirmed on when its answer was lost (a retry sends the same key), or wherever `how.route` says.
 */
function showOutcome(
  state: FlowState,
  outcome: PromiseSettledResult<unknown>,
  how: RunOptions,
  confirmStep: FlowStep,
) {
  if (outcome.status === 'fulfilled') {
    if (isReceipt(outcome.value)) state.setReceipt(outcome.value);
    return state.setStep(how.then ?? 'done');
  }
  if (answerLost(outcome.reason)) {
    state.setLostAnswer(true);
    return state.setStep(confirmStep);
  }
  const route = how.route?.(outcome.reason) ?? 'error';
  if (route === 'stay') return;
  if (route === 'error') {
    state.setFailure(outcome.reason);
    return state.setStep('error');
  }
  state.setFormError(route.form);
  state.setStep('form');
}

/**
 * A dialog's walk through the steps. `close` waits while a call is under way (its answer decides what
 * shows next); the fields clear 400 ms after the dialog closes, or at once should it open again before.
 */
export function useMoneyFlow(options: { open: boolean; onClose: () => void; reset?: () => void }) {
  const [step, setStep] = useState<FlowStep>('form');
  const [failure, setFailure] = useState<unknown>();
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [receipt, setReceipt] = useState<Receipt>();
  const [lostAnswer, setLostAnswer] = useState(false);
  const keys = useIdempotencyKey();
  const state: FlowState = { setStep, setFailure, setFormError, setReceipt, setLostAnswer };
  const finish = useCallback(() => setStep('done'), []);
  useResetAfterClose(options.open, () => {
    setStep('form');
    setFailure(undefined);
    setFormError(undefined);
    setReceipt(undefined);
    setLostAnswer(false);
    keys.renew();
    options.reset?.();
  });

  async function run(action: MoneyAction, how: RunOptions = {}) {
    const confirmStep = step === 'preview' ? 'preview' : 'form';
    const attempt = keys.attemptFor(how.request);
    setFormError(undefined);
    setReceipt(undefined);
    setLostAnswer(false);
    setStep(how.start ?? 'pending');
    setBusy(true);
    const [outcome] = await Promise.allSettled([
      action(attempt),
      pause(how.minimumMs ?? minimumProcessingMs),
    ]);
    setBusy(false);
    keys.ended(outcome.status === 'rejected' ? outcome.reason : undefined);
    showOutcome(state, outcome, how, confirmStep);
  }

  return {
    open: options.open,
    step,
    failure,
    /** A problem the form shows: its own check's, or a refused call's. */
    formError,
    setFormError,
    busy,
    /** The transaction the last run sent, for the success step. */
    receipt,
    /** The last run's answer was lost: back on the step it was confirmed on, for a retry with its key. */
    lostAnswer,
    /** The form's check: its problem shows on the form, or the flow may go on. */
    check: (problem: string | undefined) => {
      setFormError(problem);
      return problem === undefined;
    },
    toPreview: () => setStep('preview'),
    back: () => {
      setLostAnswer(false);
      setStep('form');
    },
    run,
    /** A pending outcome has arrived. */
    finish,
    close: () => {
      if (!busy) options.onClose();
    },
  };
}

/** Calls `reset` 400 ms after `open` turns false, or when it turns true again before then. */
function useResetAfterClose(open: boolean, reset: () => void) {
  const resetRef = useRef(reset);
  const due = useRef(false);
  useEffect(() => {
    resetRef.current = reset;
  });
  useEffect(() => {
    if (open) {
      if (due.current) resetRef.current();
      due.current = false;
      return;
    }
    due.current = true;
    const timer = setTimeout(() => {
      due.current = false;
      resetRef.current();
    }, resetDelayMs);
    return () => clearTimeout(timer);
  }, [open]);
}
