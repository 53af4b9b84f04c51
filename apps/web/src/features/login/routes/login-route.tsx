import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Logo } from '@/components/logo';
import { ConnectWalletButton } from '@/features/wallet-connect';

const perks = ['login.perkPassword', 'login.perkApps', 'login.perkRewards'] as const;

/** /login: the wallet is the login, so this page explains that and offers Connect Wallet. */
export function LoginRoute() {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        minHeight: { xs: 'auto', md: 'calc(100vh - 160px)' },
        display: 'grid',
        placeItems: 'center',
        px: 2,
        py: { xs: 6, md: 10 },
        background: ({ palette }) => `radial-gradient(50% 45% at 50% 20%, ${palette.glow.page}, transparent)`,
      }}
    >
      <Box
        sx={{
          width: '100%',
          maxWidth: 460,
          p: { xs: 3, sm: 5 },
          borderRadius: 5,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'surface.frosted',
          backdropFilter: 'blur(10px)',
          boxShadow: ({ palette }) => `0 30px 80px ${palette.shadow.card}`,
          textAlign: 'center',
        }}
      >
        <Link component={RouterLink} to="/" aria-label={t('home')} sx={{ display: 'inline-flex' }}>
          <Logo size={48} />
        </Link>
        <Typography variant="h1" sx={{ fontSize: { xs: 28, sm: 34 }, mt: 3, mb: 1.5 }}>
          {t('login.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3.5 }}>
          {t('login.text')}
        </Typography>
        <ConnectWalletButton size="large" fullWidth />
        <Box
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 3.5, display: 'grid', gap: 1.25, textAlign: 'left' }}
        >
          {perks.map((perk) => (
            <Box
              component="li"
              key={perk}
              sx={{ display: 'flex', gap: 1.25, alignItems: 'center', color: 'text.secondary' }}
            >
              <CheckCircleOutlinedIcon aria-hidden="true" sx={{ color: 'success.main', fontSize: 20 }} />
              {t(perk)}
            </Box>
          ))}
        </Box>
        <Typography color="text.secondary" sx={{ mt: 4, fontSize: 13 }}>
          {t('login.legalPrefix')}{' '}
          <Link component={RouterLink} to="/terms" sx={{ color: 'primary.light' }}>
            {t('login.terms')}
          </Link>{' '}
          {t('login.and')}{' '}
          <Link component={RouterLink} to="/disclaimer" sx={{ color: 'primary.light' }}>
            {t('login.disclaimer')}
          </Link>
          .
        </Typography>
      </Box>
    </Box>
  );
}
