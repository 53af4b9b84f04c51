import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { shortAddress } from '@dappx/shared/addresses';
import { storedWalletAddress } from '@/lib/session';

/** The header's signed-in wallet: first 4 and last 4 characters; a click opens the profile. */
export function AccountButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const address = storedWalletAddress() ?? '';
  return (
    <Button
      variant="outlined"
      color="secondary"
      startIcon={<AccountBalanceWalletIcon />}
      aria-label={`${t('users.viewProfile')}: ${address}`}
      onClick={() => navigate('/user-profile')}
      sx={{
        borderRadius: 999,
        fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
        whiteSpace: 'nowrap',
        flexShrink: 0,
        // On phones the icon gives way so the address keeps to one line.
        '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } },
      }}
    >
      {shortAddress(address, 4)}
    </Button>
  );
}
