import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { connectWalletButtonSx } from '@/components/connect-wallet-look';
import { Highlight } from '@/components/highlight';
import { ConnectWalletDialog } from './connect-wallet-dialog';

type ConnectWalletButtonProps = Pick<ButtonProps, 'size' | 'fullWidth' | 'sx'> & { compact?: boolean };

/** 'Connect Wallet': opens the 'Connect to a Wallet' dialog. */
export function ConnectWalletButton({
  size = 'medium',
  fullWidth,
  sx,
  compact = false,
}: ConnectWalletButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="contained"
        size={size}
        fullWidth={fullWidth}
        onClick={() => setOpen(true)}
        startIcon={compact ? undefined : <AccountBalanceWalletOutlinedIcon />}
        aria-haspopup="dialog"
        sx={[connectWalletButtonSx(compact), ...(Array.isArray(sx) ? sx : [sx])]}
      >
        <Highlight text={t('Connect Wallet')} />
      </Button>
      <ConnectWalletDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
