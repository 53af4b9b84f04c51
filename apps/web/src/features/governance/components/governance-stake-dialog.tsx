import { formatAmount, unitsOf } from '@dappx/shared/amounts';
import type { GovernanceSettings, GovernanceToken } from '@dappx/shared/governance';
import { symbolOf } from '@dappx/shared/tokens';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { StakeFlow, type StakePolicy, type StakeTerms } from '@/components/staking/stake-flow';
import { useTokenBalances } from '@/features/balances';
import {
  activateGovernance,
  governancePledge,
  useGovernanceSettings,
  useGovernanceStake,
  useGovernanceStatus,
  useRefreshGovernance,
} from '../api/governance-api';
import { stakePreview, stakeFeeRates } from '../stake-fees';
import { maxStake, stakeError, stakeFeeBps, stakeLimits } from '../stake-rules';
import { GovernanceStakeNotes } from './governance-stake-notes';

type DialogProps = { token: GovernanceToken; open: boolean; onClose: () => void };

/** Stake {TOKEN} [Governance]: activation when needed, then amount, preview, processing and the outcome. */
export function GovernanceStakeDialog({ token, open, onClose }: DialogProps) {
  return <StakeFlow open={open} onClose={onClose} policy={useGovernanceStakePolicy(token, open)} />;
}

type Account = { balance: bigint; staked: bigint; submit: StakeTerms['submit'] };

function useGovernanceStakePolicy(token: GovernanceToken, open: boolean): StakePolicy {
  const { t } = useTranslation();
  const symbol = symbolOf(token);
  const status = useGovernanceStatus(token, open);
  const settings = useGovernanceSettings(token, open);
  const { staked } = useGovernanceStake(token);
  const balance = useTokenBalances(token).second;
  const refresh = useRefreshGovernance(token);
  const policy = (gate: StakePolicy['gate']): StakePolicy => ({ namespace: 'governance', symbol, gate });

  if (!status.data || !settings.data) {
    return policy({ state: status.isError || settings.isError ? 'unavailable' : 'loading' });
  }
  const config = settings.data;
  if (!status.data.activated) {
    const onActivate = async (idempotencyKey: string) => {
      await activateGovernance(token, idempotencyKey);
      await refresh();
    };
    const fee = unitsOf(config.activation_fee);
    return policy({
      state: 'activation',
      activation: {
        symbol,
        stake: t('activation.stake.governance', { symbol }),
        fee,
        penaltyHours: config.penalty_duration,
        balance,
        onActivate,
      },
    });
  }
  const submit = async (amount: bigint, idempotencyKey: string) => {
    await governancePledge(token, formatAmount(amount), idempotencyKey);
    await refresh();
  };
  return policy({ state: 'open', terms: stakeTerms(t, symbol, config, { balance, staked, submit }) });
}

/** The governance stake's balances, fee, limits and checks under the settings. */
function stakeTerms(t: TFunction, symbol: string, config: GovernanceSettings, account: Account): StakeTerms {
  const { balance, staked } = account;
  const fees = stakeFeeRates(config);
  const limits = stakeLimits(config, staked);
  const feePercent = Number(stakeFeeBps(config)) / 100;
  const line = (label: string, units: bigint) => ({ label, units, symbol });
  const previewOf = (amount: bigint) => stakePreview(config, amount, { active: balance, staked });
  return {
    summary: () => [
      line(t('governance.activeBalance', { symbol }), balance),
      line(t('governance.currentStake'), staked),
      line(t('governance.remaining'), limits.remaining),
    ],
    preview: (amount) => {
      const { fee, activeAfter, stakedAfter } = previewOf(amount);
      return {
        before: [line(t('governance.stakingFee', { percent: feePercent }), fee)],
        after: [
          line(t('governance.balanceAfter'), activeAfter),
          line(t('governance.stakedAfter'), stakedAfter),
        ],
      };
    },
    check: ({ text, acknowledged }) => stakeError({ text, acknowledged, balance, limits, fees }),
    shortcuts: { min: limits.min, max: maxStake(balance, limits, fees) },
    notes: (amount) => (
      <GovernanceStakeNotes {...{ config, symbol, limits, staked, feePercent }} fee={previewOf(amount).fee} />
    ),
    acknowledgement: t('governance.penaltyAcknowledge', { hours: config.penalty_duration }),
    submit: account.submit,
  };
}
