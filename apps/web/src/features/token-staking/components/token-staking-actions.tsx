import LockOpenIcon from '@mui/icons-material/LockOpen';
import SavingsIcon from '@mui/icons-material/Savings';
import Button from '@mui/material/Button';
import type { TokenStakingTokenType } from '@dappx/shared/tokens';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTokenStakeBalance } from '../api/token-staking-api';
import { TokenStakeDialog, TokenUnstakeDialog } from './dialogs';

/**
 * A token page's Stake, and Unstake enabled only when the token's staked amount is above 0 (spec,
 * section 2: the DAPPX page's two actions; the ACE page's per-token pair).
 */
export function TokenStakingActions({ token }: { token: TokenStakingTokenType }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'stake' | 'unstake'>();
  const pledged = useTokenStakeBalance(token);
  const label = (action: 'stake' | 'unstake') => t(`tokenStaking.${action}Title`, { symbol: token });
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
      <TokenStakeDialog token={token} open={open === 'stake'} onClose={() => setOpen(undefined)} />
      <TokenUnstakeDialog token={token} open={open === 'unstake'} onClose={() => setOpen(undefined)} />
    </>
  );
}
