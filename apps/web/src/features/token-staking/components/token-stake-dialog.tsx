import { formatAmount, formatDisplayAmount } from '@dappx/shared/amounts';
import type { TokenStakingConfigResponse } from '@dappx/shared/token-staking';
import { slugOf, type TokenStakingTokenType } from '@dappx/shared/tokens';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { StakeFlow, type StakePolicy, type StakeTerms } from '@/components/staking/stake-flow';
import { useTokenBalances } from '@/features/balances';
import {
  activateTokenStaking,
  createPledging,
  useTokenStakeBalance,
  useTokenStakingActivated,
  useTokenStakingConfig,
  useRefreshTokenStaking,
} from '../api/token-staking-api';
import { maxTokenStake, tokenStakeError, tokenStakeLimits } from '../stake-rules';

type DialogProps = { token: TokenStakingTokenType; open: boolean; onClose: () => void };

/** Stake a token: activation (an ACE fee) when needed, then amount from its active balance, preview, outcome. */
export function TokenStakeDialog({ token, open, onClose }: DialogProps) {
  return <StakeFlow open={open} onClose={onClose} policy={useTokenStakePolicy(token, open)} />;
}

type Account = { symbol: string; balance: bigint; pledged: bigint; submit: StakeTerms['submit'] };

function useTokenStakePolicy(token: TokenStakingTokenType, open: boolean): StakePolicy {
  const { t } = useTranslation();
  const activated = useTokenStakingActivated(token, open);
  const config = useTokenStakingConfig(token, open);
  const pledged = useTokenStakeBalance(token);
  const balance = useTokenBalances(slugOf(token)).second;
  const aceBalance = useTokenBalances('acent').second;
  const refresh = useRefreshTokenStaking();
  const symbol = token;
  const policy = (gate: StakePolicy['gate']): StakePolicy => ({ namespace: 'tokenStaking', symbol, gate });

  if (activated.data === undefined || !config.data) {
    return policy({ state: activated.isError || config.isError ? 'unavailable' : 'loading' });
  }
  if (!activated.data) {
    const onActivate = async (idempotencyKey: string) => {
      await activateTokenStaking(token, idempotencyKey);
      await refresh();
    };
    const fee = BigInt(config.data.activation_fee);
    return policy({
      state: 'activation',
      // The activation fee is paid in ACE.
      activation: {
        symbol: 'ACE',
        stake: t('activation.stake.tokenStaking', { symbol }),
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
function stakeTerms(t: TFunction, config: TokenStakingConfigResponse, account: Account): StakeTerms {
  const { symbol, balance, pledged } = account;
  const limits = tokenStakeLimits(config, pledged);
  const line = (label: string, units: bigint) => ({ label, units, symbol });
  return {
    summary: () => [
      line(t('tokenStaking.active', { symbol }), balance),
      line(t('tokenStaking.staked', { symbol }), pledged),
      {
        label: t('tokenStaking.limits'),
        value: `${formatDisplayAmount(limits.min)} – ${formatDisplayAmount(limits.maxPerTx)} ${symbol}`,
      },
    ],
    preview: (amount) => ({
      before: [],
      after: [
        line(t('tokenStaking.activeAfter', { symbol }), balance - amount),
        line(t('tokenStaking.stakedAfter'), pledged + amount),
      ],
    }),
    check: ({ text, acknowledged }) => tokenStakeError({ text, acknowledged, balance, limits }),
    shortcuts: { min: limits.min, max: maxTokenStake(balance, limits) },
    acknowledgement: t('tokenStaking.penaltyAcknowledge', {
      hours: config.holding_period,
      percent: config.data.penalty_fee,
    }),
    submit: account.submit,
  };
}
