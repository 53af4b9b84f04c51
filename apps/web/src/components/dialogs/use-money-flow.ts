import { useEffect, useRef, useState } from 'react';

export type FlowStep = 'input' | 'preview' | 'processing' | 'success' | 'failure';

/** Processing and the outcome: the steps FlowEnd draws. */
export const atFlowEnd = (step: FlowStep) =>
  step === 'processing' || step === 'success' || step === 'failure';

/** Spec, section 9: fields reset 400 ms after a dialog closes; processing shows at least 1 s. */
export const resetDelayMs = 400;
export const minimumProcessingMs = 1_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The steps every stake and unstake dialog walks: input, preview, processing, then success or failure.
 * `close` hands the dialog back and clears its fields once the closing animation is over.
 */
export function useMoneyFlow(options: { open: boolean; onClose: () => void; reset: () => void }) {
  const [step, setStep] = useState<FlowStep>('input');
  const [failure, setFailure] = useState<unknown>();
  const resetRef = useRef(options.reset);
  useEffect(() => {
    resetRef.current = options.reset;
  });

  useEffect(() => {
    if (options.open) return;
    const timer = setTimeout(() => {
      setStep('input');
      setFailure(undefined);
      resetRef.current();
    }, resetDelayMs);
    return () => clearTimeout(timer);
  }, [options.open]);

  async function run(action: () => Promise<unknown>, minimumMs = minimumProcessingMs) {
    setStep('processing');
    const [outcome] = await Promise.allSettled([action(), pause(minimumMs)]);
    if (outcome.status === 'fulfilled') setStep('success');
    else {
      setFailure(outcome.reason);
      setStep('failure');
    }
  }

  return { step, setStep, failure, run, close: options.onClose };
}
