import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { formatDisplayAmount, governanceTexts, unitsOf, type GovernanceSettings } from '@dappx/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { governanceDialogTexts } from '../stake-rules';

type StakeActivationProps = {
  symbol: string;
  settings: GovernanceSettings;
  balance: bigint;
  onActivate: () => Promise<unknown>;
  onCancel: () => void;
};

/** The one-time activation: its fee, what it means, a checkbox, Continue. */
export function StakeActivation({ symbol, settings, balance, onActivate, onCancel }: StakeActivationProps) {
  const { t } = useTranslation();
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const fee = unitsOf(settings.activation_fee);

  async function activate() {
    if (!checked) return setError(governanceDialogTexts.checkbox);
    if (balance < fee) return setError(governanceTexts.insufficient);
    setBusy(true);
    try {
      await onActivate();
    } catch {
      setError(governanceDialogTexts.activationFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography>{t('governance.activationFee', { fee: formatDisplayAmount(fee), symbol })}</Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, color: 'text.secondary', display: 'grid', gap: 0.5 }}>
        <li>{t('governance.activationNoteOnce')}</li>
        <li>{t('governance.activationNoteFrom', { symbol })}</li>
        <li>{t('governance.activationNotePenalty', { hours: settings.penalty_duration })}</li>
      </Box>
      <FormControlLabel
        control={<Checkbox checked={checked} onChange={(event) => setChecked(event.target.checked)} />}
        label={t('governance.activationAgree')}
      />
      {error ? (
        <Alert severity="error" role="alert">
          {t(`governance.errors.${error}`, { defaultValue: error })}
        </Alert>
      ) : undefined}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <Button color="inherit" onClick={onCancel}>
          {t('flow.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void activate()} disabled={busy}>
          {t('flow.continue')}
        </Button>
      </Box>
    </Box>
  );
}
