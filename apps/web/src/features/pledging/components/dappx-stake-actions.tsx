import LockOpenIcon from '@mui/icons-material/LockOpen';
import SavingsIcon from '@mui/icons-material/Savings';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePledgeBalance } from '../api/pledging-api';
import { DappxStakeDialog } from './dappx-stake-dialog';
import { DappxUnstakeDialog } from './dappx-unstake-dialog';

/** The DAPPX page's Stake, and Unstake enabled only when the staked amount is above 0 (spec, section 2). */
export function DappxStakeActions() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'stake' | 'unstake'>();
  const pledged = usePledgeBalance();
  return (
    <>
      <Button variant="contained" startIcon={<SavingsIcon />} onClick={() => setOpen('stake')}>
        {t('pledging.stake')}
      </Button>
      <Button
        variant="outlined"
        startIcon={<LockOpenIcon />}
        disabled={pledged <= 0n}
        onClick={() => setOpen('unstake')}
      >
        {t('pledging.unstake')}
      </Button>
      <DappxStakeDialog open={open === 'stake'} onClose={() => setOpen(undefined)} />
      <DappxUnstakeDialog open={open === 'unstake'} onClose={() => setOpen(undefined)} />
    </>
  );
}
