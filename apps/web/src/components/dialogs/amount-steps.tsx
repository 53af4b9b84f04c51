import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { displayDecimals, formatDisplayAmount } from '@dappx/shared';
import { useTranslation } from 'react-i18next';
import { AmountField } from '@/components/amount-field';
import type { AmountFlowPolicy, AmountFlowState, FlowLine } from './use-amount-flow';
import { AmountRow, AmountSummary, FlowButtons } from './flow-steps';

const shown = (units: bigint, symbol: string, decimals: number) =>
  `${formatDisplayAmount(units, decimals)} ${symbol}`;

function Lines({ lines, decimals }: { lines: FlowLine[]; decimals: number }) {
  return lines.map((line) => (
    <AmountRow
      key={line.label}
      label={line.label}
      value={'units' in line ? shown(line.units, line.symbol, decimals) : line.value}
    />
  ));
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
  const { min, max } = policy.shortcuts;
  const shortcuts = [
    ...(min === undefined ? [] : [{ label: t('flow.min'), onClick: () => onShortcut(min) }]),
    ...(max === undefined ? [] : [{ label: t('flow.max'), onClick: () => onShortcut(max) }]),
  ];
  return (
    <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
      <AmountSummary>
        <Lines lines={policy.summary(amount)} decimals={displayDecimals.amount} />
      </AmountSummary>
      <AmountField
        label={policy.texts.amount}
        value={state.text}
        symbol={policy.symbol}
        maxLength={policy.maxLength}
        error={flow.formError ? policy.texts.problem(flow.formError) : undefined}
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
      <FlowButtons onCancel={flow.close} onNext={onNext} next={t('flow.continue')} />
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
      <AmountRow
        label={policy.texts.amountLine}
        value={shown(amount, policy.symbol, displayDecimals.preview)}
        strong
      />
      <Lines lines={before} decimals={displayDecimals.preview} />
      <Divider />
      <Lines lines={after} decimals={displayDecimals.preview} />
      {note ? (
        <Typography variant="body2" color="text.secondary" sx={{ pt: 1 }}>
          {note}
        </Typography>
      ) : undefined}
      <FlowButtons onCancel={onBack} onNext={onSubmit} next={t('flow.submit')} />
    </Box>
  );
}
