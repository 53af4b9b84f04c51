import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Button, { type ButtonProps } from '@mui/material/Button';
import type { TransferToken } from '@dappx/shared/transfers';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SideBalances } from '../transfer-rules';
import { TransferDialog } from './dialogs';

/** A page's Transfer button and the modal it opens. */
export function TransferButton({
  token,
  balances,
  ...buttonProps
}: { token: TransferToken; balances: SideBalances } & Omit<ButtonProps, 'onClick'>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="contained"
        startIcon={<SwapHorizIcon />}
        onClick={() => setOpen(true)}
        {...buttonProps}
      >
        {t('transfers.transfer')}
      </Button>
      <TransferDialog token={token} balances={balances} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
