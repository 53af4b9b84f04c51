import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import ErrorRoundedIcon from '@mui/icons-material/ErrorRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Receipt } from '@/lib/wallet/receipt';
import { OkButton } from './ok-button';
import { ReceiptView } from './receipt-view';

/** A spinner over 'Almost there! Please wait a moment.' (or the dialog's own words), a note, and OK once nothing is left to watch. */
export function ProcessingView({
  text,
  note,
  ok,
  onOk,
}: {
  text?: ReactNode;
  note?: ReactNode;
  ok?: string;
  onOk?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', justifyItems: 'center', gap: 2, py: 3, textAlign: 'center' }}>
      <Box role="status" sx={{ display: 'grid', justifyItems: 'center', gap: 2 }}>
        <CircularProgress aria-label={t('flow.processing')} />
        <Typography color="text.secondary">{text ?? t('flow.almostThere')}</Typography>
        {note ? <Typography color="text.secondary">{note}</Typography> : undefined}
      </Box>
      {onOk ? <OkButton label={ok} onClick={onOk} /> : undefined}
    </Box>
  );
}

/** The last step: a mark, the outcome's message, the receipt of a transaction it sent, and OK. */
export function ResultView({
  success,
  message,
  receipt,
  ok,
  onOk,
}: {
  success: boolean;
  message: ReactNode;
  receipt?: Receipt;
  ok?: string;
  onOk: () => void;
}) {
  const Icon = success ? CheckCircleRoundedIcon : ErrorRoundedIcon;
  return (
    <Box sx={{ display: 'grid', justifyItems: 'center', gap: 2, py: 2, textAlign: 'center' }}>
      <Icon aria-hidden="true" sx={{ fontSize: 56, color: success ? 'success.main' : 'error.main' }} />
      <Typography role={success ? 'status' : 'alert'}>{message}</Typography>
      {receipt ? <ReceiptView receipt={receipt} /> : undefined}
      <OkButton label={ok} onClick={onOk} />
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

/** A step's buttons, right-aligned: Cancel (close or back) and the step's own action, both held while busy. */
export function FlowButtons({
  onCancel,
  onNext,
  next,
  cancel,
  disabled,
  busy,
  describedBy,
}: {
  onCancel: () => void;
  onNext: () => void;
  next: ReactNode;
  cancel?: string;
  disabled?: boolean;
  busy?: boolean;
  /** The id of the text that says why the main button is disabled. */
  describedBy?: string;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 1 }}>
      <Button color="inherit" onClick={onCancel} disabled={busy}>
        {cancel ?? t('flow.cancel')}
      </Button>
      <Button
        variant="contained"
        onClick={onNext}
        disabled={disabled || busy}
        aria-describedby={describedBy}
        startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
      >
        {next}
      </Button>
    </Box>
  );
}
