import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
        sx={[
          {
            borderRadius: 999,
            px: compact ? 1.5 : 2.5,
            whiteSpace: 'nowrap',
            background: 'linear-gradient(135deg, #7350ff 0%, #4f7dff 60%, #1fb8e0 100%)',
            boxShadow: '0 8px 24px rgba(115,80,255,0.35)',
            '&:hover': { boxShadow: '0 10px 30px rgba(115,80,255,0.5)' },
          },
          ...(Array.isArray(sx) ? sx : [sx]),
        ]}
      >
        <Highlight text={t('Connect Wallet')} />
      </Button>
      <ConnectWalletDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
