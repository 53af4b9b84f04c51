import QrCode2Icon from '@mui/icons-material/QrCode2';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '@/components/dialogs/app-dialog';
import { useQrCode } from '../../api/get-qr-code';

const qrSize = 232;
/** A scanner wants dark on light whatever the theme does, so the code keeps its own two colours. */
// eslint-disable-next-line no-restricted-syntax -- the QR code's colours are not the theme's
const qrColors = { dark: '#0b0d17', light: '#ffffff' };

/** The link a phone opens by scanning: the store with the one-time code it trades for a session. */
const linkUrl = (code: string) => `${window.location.origin}/?link=${encodeURIComponent(code)}`;

/**
 * The QR dialog (spec, section 2). The image is drawn here, never fetched from a QR service: the code is
 * a credential. The qrcode package loads only when the dialog first opens.
 */
export function QrDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const code = useQrCode(open);
  const [image, setImage] = useState<string>();
  const value = code.data?.code;

  useEffect(() => {
    if (!value) return;
    let current = true;
    void import('qrcode')
      .then((qrcode) =>
        qrcode.toString(linkUrl(value), {
          type: 'svg',
          margin: 1,
          color: qrColors,
        }),
      )
      .then((svg) => current && setImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`));
    return () => {
      current = false;
      setImage(undefined);
    };
  }, [value]);

  return (
    <AppDialog open={open} onClose={onClose} title={t('userProfile.qrTitle')} icon={<QrCode2Icon />}>
      <Box sx={{ display: 'grid', justifyItems: 'center', gap: 2, pb: 1, textAlign: 'center' }}>
        <Typography color="text.secondary">{t('userProfile.qrText')}</Typography>
        <Box
          sx={{
            width: qrSize,
            height: qrSize,
            display: 'grid',
            placeItems: 'center',
            borderRadius: 3,
            bgcolor: qrColors.light,
            p: 1,
          }}
        >
          {image ? (
            <Box
              component="img"
              src={image}
              alt={t('userProfile.qrAlt')}
              sx={{ width: '100%', height: '100%' }}
            />
          ) : code.isError ? undefined : (
            <CircularProgress aria-label={t('loading')} sx={{ color: 'primary.main' }} />
          )}
        </Box>
        {code.isError ? <Alert severity="error">{t('userProfile.qrFailed')}</Alert> : undefined}
      </Box>
    </AppDialog>
  );
}
