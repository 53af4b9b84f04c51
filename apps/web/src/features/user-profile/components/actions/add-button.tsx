import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import type { DepositToken } from '@dappx/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DepositDialog } from '@/features/deposits';

/** Add: enabled once the token's total is above 0 (spec, section 5); opens Deposit {token}. */
export function AddButton({ total, token }: { total: bigint; token: DepositToken }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<AddIcon />} disabled={total <= 0n} onClick={() => setOpen(true)}>
        {t('userProfile.add')}
      </Button>
      <DepositDialog token={token} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
