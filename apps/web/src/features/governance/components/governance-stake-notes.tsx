import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatDisplayAmount } from '@dappx/shared/amounts';
import type { GovernanceSettings } from '@dappx/shared/governance';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StakeLimits } from '../stake-rules';

/** A label with an info mark whose tooltip tells more; focusable, so the keyboard reaches the tooltip. */
function InfoTip({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Tooltip title={title}>
      <Box component="span" tabIndex={0} sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center' }}>
        <InfoOutlinedIcon fontSize="small" aria-hidden="true" />
        <Typography variant="body2">{children}</Typography>
      </Box>
    </Tooltip>
  );
}

/** Under the stake amount: the stake limits, and the staking fee of the typed amount with its parts. */
export function GovernanceStakeNotes({
  config,
  symbol,
  limits,
  staked,
  feePercent,
  fee,
}: {
  config: GovernanceSettings;
  symbol: string;
  limits: StakeLimits;
  staked: bigint;
  feePercent: number;
  fee: bigint;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', color: 'text.secondary' }}>
      <InfoTip
        title={t('governance.limitTooltip', {
          min: formatDisplayAmount(limits.min),
          max: formatDisplayAmount(limits.maxPerTx),
          perAccount: formatDisplayAmount(limits.remaining + staked),
          symbol,
        })}
      >
        {t('governance.stakeLimit')}
      </InfoTip>
      <InfoTip
        title={t('governance.feeTooltip', {
          total: feePercent,
          core: config.pledge_fee_core,
          nitro: config.pledge_fee_nitro,
          ubi: config.pledge_fee_ubi,
        })}
      >
        {t('governance.stakingFee', { percent: feePercent })}: {formatDisplayAmount(fee)} {symbol}
      </InfoTip>
    </Box>
  );
}
