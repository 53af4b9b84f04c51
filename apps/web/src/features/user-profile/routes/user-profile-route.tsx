import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { readStored, storageKeys } from '@/lib/storage';
import { ConnectPrompt } from '../components/connect-prompt';
import { ProfileCard } from '../components/profile-card';

/** /user-profile: the profile with a session-id, otherwise the prompt to connect a wallet. */
export function UserProfileRoute() {
  const { t } = useTranslation();
  if (!readStored(storageKeys.sessionId)) return <ConnectPrompt />;
  // The wallet area (balances, staking) builds on this page in a later issue.
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 5, md: 9 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: 32, md: 48 }, mb: 2 }}>
        {t('userProfile.title')}
      </Typography>
      <ProfileCard />
    </Container>
  );
}
