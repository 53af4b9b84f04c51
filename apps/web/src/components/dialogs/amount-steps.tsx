import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { formatDisplayAmount } from '@dappx/shared/amounts';
import { useTranslation } from 'react-i18next';
import { AmountField } from '@/components/amount-field';
import { stakeDialogTexts } from '@/lib/stake-dialog-texts';
import type { AmountFlowPolicy, AmountFlowState, FlowLine } from './use-amount-flow';
import { AmountRow, AmountSummary, FlowButtons } from './flow-steps';

const termsReasonId = 'amount-flow-terms-reason';

const shown = (units: bigint, symbol: string) => `${formatDisplayAmount(units)} ${symbol}`;

/** Balance lines, shown the same way in the form and the preview. */
function Lines({ lines }: { lines: FlowLine[] }) {
  return lines.map((line) => (
    <AmountRow
      key={line.label}
      label={line.label}
      value={'units' in line ? shown(line.units, line.symbol) : line.value}
    />
  ));
}

/**
 * The amount checked as it is typed: its problem (the spec's text, translated) shows under the field at
 * once, and Continue stays disabled while there is one or the terms are not acknowledged. The check is run
 * as if acknowledged, so a wrong amount is named before the checkbox is.
 */
function useLiveCheck(policy: AmountFlowPolicy, state: AmountFlowState) {
  const typed = state.text.trim() !== '';
  const amountProblem = typed ? policy.check({ text: state.text, acknowledged: true }) : undefined;
  const unacknowledged = policy.acknowledgement !== undefined && !state.acknowledged;
  return {
    fieldError: state.flow.formError ?? amountProblem,
    /** Why Continue is disabled when the amount is fine: the terms' checkbox. */
    termsProblem: typed && !amountProblem && unacknowledged ? stakeDialogTexts.checkbox : undefined,
    blocked: !typed || amountProblem !== undefined || unacknowledged,
  };
}

/** The amount step: balances, the field with its shortcuts, the feature's notes, a checkbox, Continue. */
export function AmountForm({
  policy,
  state,
  onNext,
  onShortcut,
}: {
  policy: AmountFlowPolicy;
  state: AmountFlowState;
  onNext: () => void;
  onShortcut: (value: bigint) => void;
}) {
  const { t } = useTranslation();
  const { flow, amount } = state;
  const live = useLiveCheck(policy, state);
  const { min, max } = policy.shortcuts;
  const shortcuts = [
    ...(min === undefined ? [] : [{ label: t('flow.min'), onClick: () => onShortcut(min) }]),
    ...(max === undefined ? [] : [{ label: t('flow.max'), onClick: () => onShortcut(max) }]),
  ];
  return (
    <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
      <AmountSummary>
        <Lines lines={policy.summary(amount)} />
      </AmountSummary>
      <AmountField
        label={policy.texts.amount}
        value={state.text}
        symbol={policy.symbol}
        maxLength={policy.maxLength}
        error={live.fieldError ? policy.texts.problem(live.fieldError) : undefined}
        helper={policy.helper?.(amount)}
        onChange={(next) => {
          state.setText(next);
          flow.setFormError(undefined);
        }}
        onEnter={onNext}
        shortcuts={shortcuts}
      />
      {policy.notes?.(amount)}
      {policy.acknowledgement ? (
        <FormControlLabel
          control={
            <Checkbox
              checked={state.acknowledged}
              onChange={(event) => state.setAcknowledged(event.target.checked)}
            />
          }
          label={policy.acknowledgement}
        />
      ) : undefined}
      {live.termsProblem ? (
        <Typography id={termsReasonId} variant="body2" color="warning.main">
          {policy.texts.problem(live.termsProblem)}
        </Typography>
      ) : undefined}
      <FlowButtons
        onCancel={flow.close}
        onNext={onNext}
        next={t('flow.continue')}
        disabled={live.blocked}
        describedBy={live.termsProblem ? termsReasonId : undefined}
      />
    </Box>
  );
}

/** The preview: the amount, the lines before and after, a note, then Cancel (back) and Submit. */
export function AmountPreview({
  policy,
  amount,
  onBack,
  onSubmit,
}: {
  policy: AmountFlowPolicy;
  amount: bigint;
  onBack: () => void;
  onSubmit: () => void;
}) {
  const { t } = useTranslation();
  const { before, after, note } = policy.preview(amount);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <AmountRow label={policy.texts.amountLine} value={shown(amount, policy.symbol)} strong />
      <Lines lines={before} />
      <Divider />
      <Lines lines={after} />
      {note ? (
        <Typography variant="body2" color="text.secondary" sx={{ pt: 1 }}>
          {note}
        </Typography>
      ) : undefined}
      <FlowButtons onCancel={onBack} onNext={onSubmit} next={t('flow.submit')} />
    </Box>
  );
}
