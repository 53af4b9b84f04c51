import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useLogin, useNotify, useTranslate } from 'react-admin';

/** The console's sign-in: one button that asks the browser's wallet to sign the server's one-time number. */
export function SignInPage() {
  const translate = useTranslate();
  const login = useLogin();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  const signIn = () => {
    setBusy(true);
    login({})
      .catch((error: Error) => notify(error.message, { type: 'error' }))
      .finally(() => setBusy(false));
  };

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', px: 2 }}>
      <Card sx={{ maxWidth: 440, width: '100%' }}>
        <CardContent sx={{ display: 'grid', gap: 2, p: 4 }}>
          <Typography variant="overline">{translate('console.title')}</Typography>
          <Typography variant="h5" component="h1">
            {translate('console.signIn.title')}
          </Typography>
          <Typography color="text.secondary">{translate('console.signIn.intro')}</Typography>
          <Button
            variant="contained"
            size="large"
            startIcon={<AccountBalanceWalletIcon />}
            onClick={signIn}
            disabled={busy}
          >
            {translate('console.signIn.button')}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
