import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { readStored, storageKeys } from '@/lib/storage';
import { ConnectPrompt } from '../components/connect-prompt';

/** /user-profile: the profile with a session-id, otherwise the prompt to connect a wallet. */
export function UserProfileRoute() {
  const { t } = useTranslation();
  if (!readStored(storageKeys.sessionId)) return <ConnectPrompt />;
  // The real profile (balances, referral) is a later issue; this holds its place.
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 5, md: 9 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: 32, md: 48 }, mb: 2 }}>
        {t('userProfile.title')}
      </Typography>
      <Box
        sx={{
          p: { xs: 3, md: 5 },
          borderRadius: 4,
          border: '1px dashed rgba(255,255,255,0.16)',
          bgcolor: 'rgba(21,24,41,0.6)',
        }}
      >
        <Typography color="text.secondary">{t('userProfile.placeholder')}</Typography>
      </Box>
    </Container>
  );
}
