import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import ErrorRoundedIcon from '@mui/icons-material/ErrorRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowStep } from './use-money-flow';

/** 'Almost there! Please wait a moment.' under a spinner. */
export function ProcessingView() {
  const { t } = useTranslation();
  return (
    <Box role="status" sx={{ display: 'grid', justifyItems: 'center', gap: 2, py: 3 }}>
      <CircularProgress aria-label={t('flow.processing')} />
      <Typography color="text.secondary">{t('flow.almostThere')}</Typography>
    </Box>
  );
}

/** The last step: a mark, the outcome's message and OK. */
export function ResultView({
  success,
  message,
  onOk,
}: {
  success: boolean;
  message: ReactNode;
  onOk: () => void;
}) {
  const { t } = useTranslation();
  const Icon = success ? CheckCircleRoundedIcon : ErrorRoundedIcon;
  return (
    <Box sx={{ display: 'grid', justifyItems: 'center', gap: 2, py: 2, textAlign: 'center' }}>
      <Icon aria-hidden="true" sx={{ fontSize: 56, color: success ? 'success.main' : 'error.main' }} />
      <Typography role={success ? 'status' : 'alert'}>{message}</Typography>
      <Button variant="contained" onClick={onOk} sx={{ minWidth: 120 }}>
        {t('flow.ok')}
      </Button>
    </Box>
  );
}

/** One line of a balance preview: a label, then the value right-aligned in tabular figures. */
export function AmountRow({
  label,
  value,
  strong,
}: {
  label: ReactNode;
  value: ReactNode;
  strong?: boolean;
}) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.75 }}>
      <Typography color="text.secondary" variant="body2">
        {label}
      </Typography>
      <Typography
        variant="body2"
        sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: strong ? 700 : 500, textAlign: 'right' }}
      >
        {value}
      </Typography>
    </Box>
  );
}

/** The balances a dialog starts from, in a tinted box. */
export function AmountSummary({ children }: { children: ReactNode }) {
  return <Box sx={{ px: 2, py: 1, borderRadius: 2, bgcolor: 'surface.tinted' }}>{children}</Box>;
}

/** A step's buttons, right-aligned: Cancel (close or back) and the step's own action. */
export function FlowButtons({
  onCancel,
  onNext,
  next,
  disabled,
}: {
  onCancel: () => void;
  onNext: () => void;
  next: ReactNode;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 1 }}>
      <Button color="inherit" onClick={onCancel}>
        {t('flow.cancel')}
      </Button>
      <Button variant="contained" onClick={onNext} disabled={disabled}>
        {next}
      </Button>
    </Box>
  );
}

/**
 * The last steps of a money flow: processing, then the outcome with OK (which reloads the page, as the
 * spec has the stake dialogs do, unless told otherwise).
 */
export function FlowEnd({
  step,
  success,
  failure,
  onOk = () => window.location.reload(),
}: {
  step: FlowStep;
  success: ReactNode;
  failure: ReactNode;
  onOk?: () => void;
}) {
  if (step === 'processing') return <ProcessingView />;
  return (
    <ResultView success={step === 'success'} message={step === 'success' ? success : failure} onOk={onOk} />
  );
}
