import { formatAmount, formatDisplayAmount } from '@dappx/shared/amounts';
import { type PledgingConfigResponse } from '@dappx/shared/pledging';
import { slugOf, type PledgingTokenType } from '@dappx/shared/tokens';
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

type DialogProps = { token: PledgingTokenType; open: boolean; onClose: () => void };

/** Stake a token: activation (an ACE fee) when needed, then amount from its active balance, preview, outcome. */
export function PledgeStakeDialog({ token, open, onClose }: DialogProps) {
  return <StakeFlow open={open} onClose={onClose} policy={usePledgeStakePolicy(token, open)} />;
}

type Account = { symbol: string; balance: bigint; pledged: bigint; submit: StakeTerms['submit'] };

function usePledgeStakePolicy(token: PledgingTokenType, open: boolean): StakePolicy {
  const { t } = useTranslation();
  const activated = usePledgingActivated(token, open);
  const config = usePledgingConfig(token, open);
  const pledged = usePledgeBalance(token);
  const balance = useTokenBalances(slugOf(token)).second;
  const aceBalance = useTokenBalances('acent').second;
  const refresh = useRefreshPledging();
  const symbol = token;
  const policy = (gate: StakePolicy['gate']): StakePolicy => ({ namespace: 'pledging', symbol, gate });

  if (activated.data === undefined || !config.data) {
    return policy({ state: activated.isError || config.isError ? 'unavailable' : 'loading' });
  }
  if (!activated.data) {
    const onActivate = async (idempotencyKey: string) => {
      await activatePledging(token, idempotencyKey);
      await refresh();
    };
    const fee = BigInt(config.data.activation_fee);
    return policy({
      state: 'activation',
      // The activation fee is paid in ACE.
      activation: {
        symbol: 'ACE',
        stake: t('activation.stake.pledging', { symbol }),
        fee,
        penaltyHours: config.data.holding_period,
        balance: aceBalance,
        onActivate,
      },
    });
  }
  const submit = async (amount: bigint, idempotencyKey: string) => {
    await createPledging(token, formatAmount(amount), idempotencyKey);
    await refresh();
  };
  return policy({ state: 'open', terms: stakeTerms(t, config.data, { symbol, balance, pledged, submit }) });
}

/** A token stake's balances, limits and checks under its config. */
function stakeTerms(t: TFunction, config: PledgingConfigResponse, account: Account): StakeTerms {
  const { symbol, balance, pledged } = account;
  const limits = pledgeLimits(config, pledged);
  const line = (label: string, units: bigint) => ({ label, units, symbol });
  return {
    summary: () => [
      line(t('pledging.active', { symbol }), balance),
      line(t('pledging.staked', { symbol }), pledged),
      {
        label: t('pledging.limits'),
        value: `${formatDisplayAmount(limits.min)} – ${formatDisplayAmount(limits.maxPerTx)} ${symbol}`,
      },
    ],
    preview: (amount) => ({
      before: [],
      after: [
        line(t('pledging.activeAfter', { symbol }), balance - amount),
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
