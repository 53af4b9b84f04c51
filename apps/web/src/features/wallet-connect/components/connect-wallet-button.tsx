import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import Button, { type ButtonProps } from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { connectWalletButtonSx } from '@/components/connect-wallet-look';
import { Highlight } from '@/components/highlight';
import { loadConnectWalletDialog, prefetchConnectWalletDialog } from '../lib/load-dialog';

// A press opens the dialog as soon as its code is in.
const ConnectWalletDialog = lazy(() =>
  loadConnectWalletDialog().then((module) => ({ default: module.ConnectWalletDialog })),
);

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
  // Mounted from the first press on, so that closing plays the dialog's transition like any other.
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        variant="contained"
        size={size}
        fullWidth={fullWidth}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        onPointerEnter={prefetchConnectWalletDialog}
        onFocus={prefetchConnectWalletDialog}
        onTouchStart={prefetchConnectWalletDialog}
        startIcon={compact ? undefined : <AccountBalanceWalletOutlinedIcon />}
        aria-haspopup="dialog"
        sx={[connectWalletButtonSx(compact), ...(Array.isArray(sx) ? sx : [sx])]}
      >
        <Highlight text={t('Connect Wallet')} />
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <ConnectWalletDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
