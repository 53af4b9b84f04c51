import { useCallback, useEffect, useRef, useState } from 'react';
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
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type MoneyFlow = ReturnType<typeof useMoneyFlow>;

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
  const finish = useCallback(() => setStep('done'), []);
  useResetAfterClose(options.open, () => {
    setStep('form');
    setFailure(undefined);
    setFormError(undefined);
    setReceipt(undefined);
    options.reset?.();
  });

  async function run(action: () => Promise<unknown>, how: RunOptions = {}) {
    setFormError(undefined);
    setReceipt(undefined);
    setStep(how.start ?? 'pending');
    setBusy(true);
    const [outcome] = await Promise.allSettled([action(), pause(how.minimumMs ?? minimumProcessingMs)]);
    setBusy(false);
    if (outcome.status === 'fulfilled') {
      // An on-chain action answers with its transaction, which the success step shows.
      if (isReceipt(outcome.value)) setReceipt(outcome.value);
      return setStep(how.then ?? 'done');
    }
    const route = how.route?.(outcome.reason) ?? 'error';
    if (route === 'stay') return;
    if (route === 'error') {
      setFailure(outcome.reason);
      return setStep('error');
    }
    setFormError(route.form);
    setStep('form');
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
    /** The form's check: its problem shows on the form, or the flow may go on. */
    check: (problem: string | undefined) => {
      setFormError(problem);
      return problem === undefined;
    },
    toPreview: () => setStep('preview'),
    back: () => setStep('form'),
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
