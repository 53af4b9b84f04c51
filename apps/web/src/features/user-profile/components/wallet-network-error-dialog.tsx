import WifiTetheringErrorIcon from '@mui/icons-material/WifiTetheringError';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '@/components/dialogs/app-dialog';
import { storedNetwork } from '@/lib/session';

/** Shown when the wallet left the stored network as the string 'null' (spec, section 2). */
export function WalletNetworkErrorDialog() {
  const { t } = useTranslation();
  const open = storedNetwork() === 'null';
  const reload = () => window.location.reload();
  return (
    <AppDialog
      open={open}
      onClose={reload}
      icon={<WifiTetheringErrorIcon />}
      title={t('userProfile.networkErrorTitle')}
      actions={
        <Button variant="contained" onClick={reload}>
          {t('userProfile.reload')}
        </Button>
      }
    >
      <Typography>{t('userProfile.networkError')}</Typography>
    </AppDialog>
  );
}
