import LockOpenIcon from '@mui/icons-material/LockOpen';
import SavingsIcon from '@mui/icons-material/Savings';
import Button from '@mui/material/Button';
import type { PledgingTokenType } from '@dappx/shared/tokens';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePledgeBalance } from '../api/pledging-api';
import { PledgeStakeDialog, PledgeUnstakeDialog } from './dialogs';

/**
 * A token page's Stake, and Unstake enabled only when the token's staked amount is above 0 (spec,
 * section 2: the DAPPX page's two actions; the ACE page's per-token pair).
 */
export function PledgeActions({ token }: { token: PledgingTokenType }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'stake' | 'unstake'>();
  const pledged = usePledgeBalance(token);
  const label = (action: 'stake' | 'unstake') => t(`pledging.${action}Title`, { symbol: token });
  return (
    <>
      <Button variant="contained" startIcon={<SavingsIcon />} onClick={() => setOpen('stake')}>
        {label('stake')}
      </Button>
      <Button
        variant="outlined"
        startIcon={<LockOpenIcon />}
        disabled={pledged <= 0n}
        onClick={() => setOpen('unstake')}
      >
        {label('unstake')}
      </Button>
      <PledgeStakeDialog token={token} open={open === 'stake'} onClose={() => setOpen(undefined)} />
      <PledgeUnstakeDialog token={token} open={open === 'unstake'} onClose={() => setOpen(undefined)} />
    </>
  );
}
