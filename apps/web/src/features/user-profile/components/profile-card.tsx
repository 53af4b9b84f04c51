import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import LogoutIcon from '@mui/icons-material/Logout';
import VerifiedIcon from '@mui/icons-material/Verified';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '@/lib/api-client';
import { errorCodes } from '@dappx/shared';
import { logout, shortAddress } from '@/features/users';
import { useUserProfile } from '../api/get-user-profile';

// The spec lets the visitor read 'Session Expired' for 3 s before signing them out.
const expiredLogoutMs = 3_000;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' },
        gap: 0.5,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Typography color="text.secondary">{label}</Typography>
      <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>{children}</Box>
    </Box>
  );
}

/** The signed-in user's details: wallet, username, email and its verification, referral link, logout. */
export function ProfileCard() {
  const { t } = useTranslation();
  const profile = useUserProfile();
  const [copied, setCopied] = useState(false);
  const blocked = profile.error instanceof ApiRequestError && profile.error.code === errorCodes.blocked;
  const expired = profile.isError && !blocked;

  useEffect(() => {
    if (!profile.isError) return;
    // Blocked wallets leave at once; any other failure reads as an expired session, then logs out.
    const timer = setTimeout(() => void logout(), blocked ? 0 : expiredLogoutMs);
    return () => clearTimeout(timer);
  }, [profile.isError, blocked]);

  if (profile.isPending) return <CircularProgress aria-label={t('loading')} />;
  if (expired) {
    return (
      <Alert severity="warning" role="alert">
        {t('userProfile.sessionExpired', { defaultValue: 'Session Expired. Please login to continue.' })}
      </Alert>
    );
  }
  if (!profile.data) return null;
  const user = profile.data;
  const referralLink = `${window.location.origin}/?ref=${user.referral_code}`;

  return (
    <Box
      sx={{
        p: { xs: 2.5, md: 4 },
        borderRadius: 4,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Row label={t('userProfile.wallet')}>
        <Typography sx={{ fontFamily: 'ui-monospace, Menlo, monospace' }} title={user.wallet_address}>
          {shortAddress(user.wallet_address)}
        </Typography>
      </Row>
      <Row label={t('userProfile.username')}>
        <Typography>{user.username || t('userProfile.unnamed')}</Typography>
      </Row>
      <Row label={t('userProfile.email')}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography>{user.email_id}</Typography>
          {user.is_verified ? (
            <Chip size="small" color="success" icon={<VerifiedIcon />} label={t('userProfile.verified')} />
          ) : (
            <Chip size="small" color="warning" variant="outlined" label={t('userProfile.notVerified')} />
          )}
        </Box>
      </Row>
      <Row label={t('userProfile.referral')}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography sx={{ fontFamily: 'ui-monospace, Menlo, monospace' }}>{user.referral_code}</Typography>
          <Button
            size="small"
            startIcon={<ContentCopyIcon />}
            onClick={() => void navigator.clipboard?.writeText(referralLink).then(() => setCopied(true))}
          >
            {t('userProfile.copyLink')}
          </Button>
          {copied ? (
            <Typography role="status" variant="body2" color="success.main">
              {t('userProfile.copied', { defaultValue: 'Copied to clipboard!' })}
            </Typography>
          ) : undefined}
        </Box>
      </Row>
      <Box sx={{ mt: 3 }}>
        <Button variant="outlined" color="inherit" startIcon={<LogoutIcon />} onClick={() => void logout()}>
          {t('userProfile.disconnect', { defaultValue: 'Disconnect Wallet' })}
        </Button>
      </Box>
    </Box>
  );
}
