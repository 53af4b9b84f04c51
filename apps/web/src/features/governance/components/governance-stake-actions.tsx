import LockOpenIcon from '@mui/icons-material/LockOpen';
import SavingsIcon from '@mui/icons-material/Savings';
import Button from '@mui/material/Button';
import type { GovernanceToken } from '@dappx/shared/governance';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGovernanceStake } from '../api/governance-api';
import { GovernanceStakeDialog, GovernanceUnstakeDialog } from './dialogs';

/** Unstake, enabled only once a stake above zero exists (spec, section 4). */
export function GovernanceUnstakeButton({ token }: { token: GovernanceToken }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { staked } = useGovernanceStake(token);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<LockOpenIcon />}
        disabled={staked <= 0n}
        onClick={() => setOpen(true)}
      >
        {t('governance.unstake')}
      </Button>
      <GovernanceUnstakeDialog token={token} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/** The governance section's two actions: Stake and Unstake. */
export function GovernanceStakeActions({ token }: { token: GovernanceToken }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="contained" startIcon={<SavingsIcon />} onClick={() => setOpen(true)}>
        {t('governance.stake')}
      </Button>
      <GovernanceStakeDialog token={token} open={open} onClose={() => setOpen(false)} />
      <GovernanceUnstakeButton token={token} />
    </>
  );
}
