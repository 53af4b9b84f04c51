import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { walletCard } from '@/components/wallet-card';
import { walletPanelId } from '../balance-summary';

/**
 * The side panel while the profile is read: the area around it is drawn meanwhile, so the profile's
 * answer redraws this panel alone instead of holding up the whole page.
 */
export function SidePanelPending() {
  const { t } = useTranslation();
  return (
    <Box
      component="aside"
      id={walletPanelId}
      aria-label={t('userProfile.walletPanel')}
      aria-busy="true"
      sx={{ ...walletCard, p: { xs: 2, sm: 2.5 }, gap: 2 }}
    >
      <Skeleton variant="rounded" height={32} />
      <Skeleton variant="rounded" height={40} />
      <Skeleton variant="text" width="60%" />
      <Skeleton variant="text" width="80%" />
      <Skeleton variant="rounded" height={160} />
      <Skeleton variant="rounded" height={36} />
    </Box>
  );
}
