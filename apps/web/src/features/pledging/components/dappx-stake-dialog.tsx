import { formatAmount, formatDisplayAmount, type PledgingConfigResponse } from '@dappx/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { StakeFlow, type StakePolicy, type StakeTerms } from '@/components/staking/stake-flow';
import { useTokenBalances } from '@/features/balances';
import {
  activatePledging,
  createPledging,
  usePledgeBalance,
  usePledgingActivated,
  usePledgingConfig,
  useRefreshPledging,
} from '../api/pledging-api';
import { maxPledge, pledgeError, pledgeLimits } from '../pledge-rules';

const symbol = 'DAPPX';

/** Stake DAPPX: activation (an ACE fee) when needed, then amount from the active DAPPX, preview, outcome. */
export function DappxStakeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return <StakeFlow open={open} onClose={onClose} policy={useDappxStakePolicy(open)} />;
}

type Account = { balance: bigint; pledged: bigint; submit: StakeTerms['submit'] };

function useDappxStakePolicy(open: boolean): StakePolicy {
  const { t } = useTranslation();
  const activated = usePledgingActivated(open);
  const config = usePledgingConfig(open);
  const pledged = usePledgeBalance();
  const balance = useTokenBalances('dappx').second;
  const aceBalance = useTokenBalances('acent').second;
  const refresh = useRefreshPledging();
  const policy = (gate: StakePolicy['gate']): StakePolicy => ({ namespace: 'pledging', symbol, gate });

  if (activated.data === undefined || !config.data) {
    return policy({ state: activated.isError || config.isError ? 'unavailable' : 'loading' });
  }
  if (!activated.data) {
    const onActivate = async () => {
      await activatePledging();
      await refresh();
    };
    const fee = BigInt(config.data.activation_fee);
    return policy({
      state: 'activation',
      // The activation fee is paid in ACE.
      activation: {
        symbol: 'ACE',
        fee,
        penaltyHours: config.data.holding_period,
        balance: aceBalance,
        onActivate,
      },
    });
  }
  const submit = async (amount: bigint) => {
    await createPledging(formatAmount(amount));
    await refresh();
  };
  return policy({ state: 'open', terms: stakeTerms(t, config.data, { balance, pledged, submit }) });
}

/** The DAPPX stake's balances, limits and checks under the config. */
function stakeTerms(t: TFunction, config: PledgingConfigResponse, account: Account): StakeTerms {
  const { balance, pledged } = account;
  const limits = pledgeLimits(config, pledged);
  const line = (label: string, units: bigint) => ({ label, units, symbol });
  return {
    summary: () => [
      line(t('pledging.active'), balance),
      line(t('pledging.staked'), pledged),
      {
        label: t('pledging.limits'),
        value: `${formatDisplayAmount(limits.min)} – ${formatDisplayAmount(limits.maxPerTx)} ${symbol}`,
      },
    ],
    preview: (amount) => ({
      before: [],
      after: [
        line(t('pledging.activeAfter'), balance - amount),
        line(t('pledging.stakedAfter'), pledged + amount),
      ],
    }),
    check: ({ text, acknowledged }) => pledgeError({ text, acknowledged, balance, limits }),
    shortcuts: { min: limits.min, max: maxPledge(balance, limits) },
    acknowledgement: t('pledging.penaltyAcknowledge', {
      hours: config.holding_period,
      percent: config.data.penalty_fee,
    }),
    submit: account.submit,
  };
}
