import { formatAmount } from '@dappx/shared/amounts';
import type { ReactNode } from 'react';
import { FlowDialog, type StepTexts } from './flow-dialog';
import { AmountForm, AmountPreview } from './amount-steps';
import { useAmountFlow, type AmountFlowPolicy, type AmountFlowState } from './use-amount-flow';

export type { AmountFlowPolicy, FlowLine } from './use-amount-flow';

/** The steps of an amount flow for FlowDialog: the form, the preview, and what the later steps say. */
function amountSteps(policy: AmountFlowPolicy, state: AmountFlowState) {
  const { flow, amount } = state;
  const next = () => {
    if (flow.check(policy.check({ text: state.text, acknowledged: state.acknowledged }))) flow.toPreview();
  };
  const submit = () =>
    void flow.run(({ idempotencyKey }) => policy.submit(amount, idempotencyKey), {
      start: policy.start,
      request: { symbol: policy.symbol, amount },
    });
  const setShortcut = (value: bigint) => {
    state.setText(formatAmount(value));
    flow.setFormError(undefined);
  };
  return {
    titles: policy.titles,
    form: <AmountForm policy={policy} state={state} onNext={next} onShortcut={setShortcut} />,
    preview: <AmountPreview policy={policy} amount={amount} onBack={flow.back} onSubmit={submit} />,
    texts: { done: policy.texts.done(amount), error: policy.texts.error(flow.failure) } satisfies StepTexts,
  };
}

/** What stands before an amount flow (the settings loading, an activation): shown in its place, with its title. */
export type FlowGate = { title: string; content: ReactNode };

/**
 * An amount flow in its dialog: the form, the preview, then the machine's waits and outcome; or, while
 * the feature has no terms to offer yet, what stands before them.
 */
export function AmountFlowDialog({
  open,
  onClose,
  policy,
  gate,
  onOk,
}: {
  open: boolean;
  onClose: () => void;
  onOk?: () => void;
} & ({ policy: AmountFlowPolicy; gate?: undefined } | { policy?: undefined; gate: FlowGate })) {
  const state = useAmountFlow(open, onClose);
  if (policy) return <FlowDialog flow={state.flow} {...amountSteps(policy, state)} onOk={onOk} />;
  return (
    <FlowDialog
      flow={state.flow}
      titles={{ form: gate.title }}
      form={gate.content}
      texts={{ done: undefined }}
    />
  );
}
