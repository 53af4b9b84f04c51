import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Logo } from '@/components/logo';
import { ImxConnectArea } from '@/features/layer2';
import { ConnectWalletButton } from '@/features/wallet-connect';

/** What a visitor without a session sees at /user-profile: the logo home and a call to connect. */
export function ConnectPrompt() {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        minHeight: 'calc(100vh - 64px)',
        display: 'grid',
        placeItems: 'center',
        px: 3,
        py: 8,
        textAlign: 'center',
        background: ({ palette }) =>
          `radial-gradient(50% 40% at 50% 30%, ${palette.glow.walletPrompt}, transparent)`,
        position: 'relative',
      }}
    >
      <Box sx={{ position: 'absolute', top: 24, right: 24 }}>
        <ImxConnectArea />
      </Box>
      <Box sx={{ maxWidth: 520, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 3 }}>
        <Link component={RouterLink} to="/" aria-label={t('home')} sx={{ display: 'inline-flex' }}>
          <Logo size={64} />
        </Link>
        <Typography variant="h1" sx={{ fontSize: { xs: 24, sm: 30 }, fontWeight: 700, lineHeight: 1.3 }}>
          {t('userProfile.connectPrompt')}
        </Typography>
        <ConnectWalletButton size="large" />
      </Box>
    </Box>
  );
}
