import PublicOffIcon from '@mui/icons-material/PublicOff';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AppDialog } from './app-dialog';
import { OkButton } from './ok-button';

/** Shown instead of the connect dialog to visitors from a region the feature is not offered in. */
export function RegionRestrictedDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={t('dialogs.regionTitle')}
      icon={<PublicOffIcon />}
      actions={<OkButton onClick={onClose} label={t('dialogs.ok')} />}
    >
      <Typography color="text.secondary">{t('dialogs.regionText')}</Typography>
    </AppDialog>
  );
}
