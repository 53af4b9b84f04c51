import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Said when the price call fails; USD values then show 0 (spec, section 8). */
export function PriceNotice({ failed }: { failed: boolean }) {
  const { t } = useTranslation();
  if (!failed) return null;
  return (
    <Typography
      role="status"
      variant="body2"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'warning.light' }}
    >
      <WarningAmberIcon fontSize="small" aria-hidden="true" />
      {t('userProfile.noConversionRate')}
    </Typography>
  );
}
