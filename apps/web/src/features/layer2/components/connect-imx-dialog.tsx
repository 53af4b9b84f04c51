import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import LinkIcon from '@mui/icons-material/Link';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '@/components/dialogs/app-dialog';
import { linkFailureText } from '../lib/imx-texts';
import { useImxWallet } from '../use-imx-wallet';

type Props = { open: boolean; onClose: () => void; onConnected?: (address: string) => void };

/** 'Connect to IMX': the link step, with the failure in the footer (wallet-area spec). */
export function ConnectImxDialog({ open, onClose, onConnected }: Props) {
  const { t } = useTranslation();
  const { connect } = useImxWallet();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const close = () => {
    if (busy) return;
    setError(undefined);
    onClose();
  };
  const run = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const address = await connect();
      setBusy(false);
      onClose();
      onConnected?.(address);
    } catch (failure) {
      setBusy(false);
      setError(linkFailureText(failure));
    }
  };

  return (
    <AppDialog
      open={open}
      onClose={close}
      title={t('layer2.connectTitle')}
      icon={<LinkIcon />}
      actions={
        <>
          {error ? (
            <Typography role="alert" color="error" variant="body2" sx={{ mr: 'auto' }}>
              {error}
            </Typography>
          ) : undefined}
          <Button onClick={close} disabled={busy}>
            {t('layer2.cancel')}
          </Button>
          <Button
            variant="contained"
            onClick={() => void run()}
            disabled={busy}
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {t('layer2.connect')}
          </Button>
        </>
      }
    >
      <Typography color="text.secondary">{t('layer2.connectText')}</Typography>
    </AppDialog>
  );
}
