import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { useApiLoading } from '@/lib/api-loading';

/** Covers the page while the api-loading flag is set (storefront spec, section 2). */
export function LoadingOverlay() {
  const { t } = useTranslation();
  const loading = useApiLoading();
  return (
    <Backdrop open={loading} sx={{ zIndex: (theme) => theme.zIndex.modal + 1, bgcolor: 'scrim.backdrop' }}>
      {loading ? <CircularProgress color="secondary" aria-label={t('loading')} /> : undefined}
    </Backdrop>
  );
}
