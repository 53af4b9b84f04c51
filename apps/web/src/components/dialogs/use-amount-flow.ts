import { parseAmount } from '@dappx/shared/amounts';
import { useState, type ReactNode } from 'react';
import type { FlowTitles } from './flow-dialog';
import { useMoneyFlow, type RunOptions } from './use-money-flow';

/** A line of a balance summary or a preview: an amount of a token, or a value shown as it is. */
export type FlowLine = { label: string; units: bigint; symbol: string } | { label: string; value: ReactNode };

/**
 * What a feature tells the amount flow (stake, unstake, deposit): its texts, the balances it shows, its
 * checks, its shortcuts and its money call. Texts come translated; a check names its problem in the
 * spec's English, which `texts.problem` translates.
 */
export type AmountFlowPolicy = {
  symbol: string;
  titles: FlowTitles;
  texts: {
    /** The amount field's label. */
    amount: string;
    /** The preview's first line, the amount itself. */
    amountLine: string;
    problem: (problem: string) => string;
    done: (amount: bigint) => ReactNode;
    error: (failure: unknown) => ReactNode;
  };
  /** The balances above the field. */
  summary: (amount: bigint) => FlowLine[];
  /** The preview: lines before a divider (fees, balances now), lines after it (balances afterwards), a note. */
  preview: (amount: bigint) => { before: FlowLine[]; after: FlowLine[]; note?: ReactNode };
  check: (input: { text: string; acknowledged: boolean }) => string | undefined;
  shortcuts: { min?: bigint; max?: bigint };
  maxLength?: number;
  /** Under the field while nothing is wrong (a USD equivalent). */
  helper?: (amount: bigint) => ReactNode;
  /** Below the field: limits, fees, a penalty notice. */
  notes?: (amount: bigint) => ReactNode;
  /** A checkbox the check reads (the stake's penalty terms). */
  acknowledgement?: string;
  /** The money call, with the Idempotency-Key the preview keeps for retries of the same amount. */
  submit: (amount: bigint, idempotencyKey: string) => Promise<unknown>;
  /** How the call starts: the wallet signs first (a deposit), or the store's call is straight away pending. */
  start?: RunOptions['start'];
};

/** The fields of an amount flow and its step machine; both clear 400 ms after the dialog closes. */
export function useAmountFlow(open: boolean, onClose: () => void) {
  const [text, setText] = useState('');
  const [acknowledged, setAcknowledged] = useState(false);
  const flow = useMoneyFlow({
    open,
    onClose,
    reset: () => {
      setText('');
      setAcknowledged(false);
    },
  });
  return { flow, text, setText, acknowledged, setAcknowledged, amount: parseAmount(text) ?? 0n };
}

export type AmountFlowState = ReturnType<typeof useAmountFlow>;
