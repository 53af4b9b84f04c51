import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { errorCodes } from '@dappx/shared/error-codes';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import { ImxConnectArea } from '@/features/layer2';
import { MyNftsPage } from '@/features/marketplace';
import { logout, useSuspendedText } from '@/features/users';
import { ApiRequestError } from '@/lib/api-client';
import { clearSession } from '@/lib/session';
import { useBreakpoints } from '@/lib/use-breakpoints';
import { useUserProfile } from '../api/get-user-profile';
import { AcePage } from '../routes/pages/ace-page';
import { DappxPage } from '../routes/pages/dappx-page';
import { EdaoPage } from '../routes/pages/edao-page';
import { OverviewPage } from '../routes/pages/overview-page';
import { ZeraPage } from '../routes/pages/zera-page';
import { BalanceSummary } from './balance-summary';
import { SidePanel } from './side-panel/side-panel';
import { TotalValueCard } from './total-value-card';
import { WalletNetworkErrorDialog } from './wallet-network-error-dialog';
import { walletAreaBase, WalletSideNav, WalletTabs } from './wallet-nav';

// The spec lets the visitor read 'Session Expired' for 3 s before signing them out.
const expiredLogoutMs = 3_000;

/** The area's header row: the layer-2 (IMX) connect area, which hides itself on mobile. */
function WalletHeader() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: { xs: 0, sm: 2 } }}>
      <ImxConnectArea />
    </Box>
  );
}

function WalletPages() {
  return (
    <>
      <WalletNetworkErrorDialog />
      <WalletHeader />
      <Routes>
        <Route index element={<OverviewPage />} />
        <Route path="ace" element={<AcePage />} />
        <Route path="zera" element={<ZeraPage />} />
        <Route path="dappx" element={<DappxPage />} />
        <Route path="edao" element={<EdaoPage />} />
        <Route path="nfts" element={<MyNftsPage />} />
        <Route path="*" element={<Navigate to={walletAreaBase} replace />} />
      </Routes>
    </>
  );
}

/** The area's page while the profile is read, or when it cannot be: suspended, or the session gone. */
function ProfileUnread({
  pending,
  blocked,
  suspended,
}: {
  pending: boolean;
  blocked: boolean;
  suspended: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 5, md: 9 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: 32, md: 40 }, mb: 3 }}>
        {t('userProfile.title')}
      </Typography>
      {pending ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress aria-label={t('loading')} />
        </Box>
      ) : blocked ? (
        <Alert severity="error" role="alert">
          <AlertTitle>{t('users.suspendedTitle')}</AlertTitle>
          {suspended}
        </Alert>
      ) : (
        <Alert severity="warning" role="alert">
          {t('userProfile.sessionExpired')}
        </Alert>
      )}
    </Container>
  );
}

/**
 * The signed-in wallet area: from 960 px a side column (navigation and side panel) beside the page,
 * below it tabs and a balance summary above the page, and the side panel under it. A profile that cannot be read means the
 * session is gone: a suspended wallet is told so and signed out, anything else reads 'Session Expired' first.
 */
export function WalletArea() {
  const profile = useUserProfile();
  const { isNarrow } = useBreakpoints();
  const blocked = profile.error instanceof ApiRequestError && profile.error.code === errorCodes.blocked;

  const suspended = useSuspendedText();

  useEffect(() => {
    if (!profile.isError) return;
    // A suspended account is signed out on the spot and told why, here; any other loss of the session
    // reads 'Session Expired' first, then goes home signed out.
    if (blocked) return clearSession();
    const timer = setTimeout(() => void logout(), expiredLogoutMs);
    return () => clearTimeout(timer);
  }, [profile.isError, blocked]);

  // Until the profile is read (or when it cannot be), the page is still the user's profile page.
  if (!profile.data)
    return <ProfileUnread pending={profile.isPending} blocked={blocked} suspended={suspended} />;

  if (isNarrow) {
    return (
      <Box sx={{ pb: 5 }}>
        <WalletTabs />
        <Container sx={{ pt: 3, display: 'flex', flexDirection: 'column', gap: 3 }}>
          <BalanceSummary />
          <WalletPages />
          <SidePanel profile={profile.data} />
        </Container>
      </Box>
    );
  }
  return (
    <Container maxWidth="xl" sx={{ py: 5 }}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { md: '280px minmax(0, 1fr)', lg: '320px minmax(0, 1fr)' },
          gap: 3,
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
          <WalletSideNav />
          <SidePanel profile={profile.data} />
        </Box>
        <Box sx={{ minWidth: 0, display: 'flex', flexDirection: 'column', gap: 3 }}>
          <TotalValueCard />
          <WalletPages />
        </Box>
      </Box>
    </Container>
  );
}
