import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { formatDisplayAmount } from '@dappx/shared/amounts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { stakeDialogTexts } from '@/lib/stake-dialog-texts';
import { answerLost, useIdempotencyKey } from '@/lib/use-idempotency-key';
import { FlowButtons } from './flow-steps';

/** Spec, section 5: a balance below the activation fee. */
const insufficientText = 'Insufficient balance!';
/** The fee's answer was lost: Continue again retries with the same key (`flow.answerLost`'s text). */
const lostAnswerText = 'answerLost';

type StakeActivationProps = {
  /** The token the fee is paid in, taken from its active balance. */
  symbol: string;
  /** The kind of stake the activation opens, named: each kind has an activation of its own. */
  stake: string;
  fee: bigint;
  penaltyHours: number;
  balance: bigint;
  /** The fee's money call, with the Idempotency-Key kept for a retry after a lost answer. */
  onActivate: (idempotencyKey: string) => Promise<unknown>;
  onCancel: () => void;
};

/** The one-time activation: its fee, what it means, a checkbox, Continue. */
export function StakeActivation({
  symbol,
  stake,
  fee,
  penaltyHours,
  balance,
  onActivate,
  onCancel,
}: StakeActivationProps) {
  const { t } = useTranslation();
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const keys = useIdempotencyKey();

  async function activate() {
    if (!checked) return setError(stakeDialogTexts.checkbox);
    if (balance < fee) return setError(insufficientText);
    setBusy(true);
    const { idempotencyKey } = keys.attemptFor({ symbol, fee });
    try {
      await onActivate(idempotencyKey);
      keys.ended();
    } catch (failure) {
      keys.ended(failure);
      setError(answerLost(failure) ? lostAnswerText : stakeDialogTexts.activationFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography>{t('activation.fee', { stake, fee: formatDisplayAmount(fee), symbol })}</Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, color: 'text.secondary', display: 'grid', gap: 0.5 }}>
        <li>{t('activation.noteOnce', { stake })}</li>
        <li>{t('activation.noteFrom', { symbol })}</li>
        <li>{t('activation.notePenalty', { hours: penaltyHours })}</li>
      </Box>
      <FormControlLabel
        control={<Checkbox checked={checked} onChange={(event) => setChecked(event.target.checked)} />}
        label={t('activation.agree')}
      />
      {error ? (
        <Alert severity="error" role="alert">
          {error === lostAnswerText
            ? t('flow.answerLost')
            : t(`activation.errors.${error}`, { defaultValue: error })}
        </Alert>
      ) : undefined}
      <FlowButtons
        onCancel={onCancel}
        onNext={() => void activate()}
        next={t('flow.continue')}
        disabled={busy}
      />
    </Box>
  );
}
