import { formatAmount } from '@dappx/shared/amounts';
import type { GovernanceToken } from '@dappx/shared/governance';
import { symbolOf } from '@dappx/shared/tokens';
import { useTranslation } from 'react-i18next';
import { UnstakeFlow, type UnstakePolicy } from '@/components/staking/unstake-flow';
import { useTokenBalances } from '@/features/balances';
import { underPenalty } from '@/lib/use-countdown';
import {
  governanceUnpledge,
  useGovernanceSettings,
  useGovernanceStake,
  useRefreshGovernance,
} from '../api/governance-api';
import { unstakeError, unstakeFeeBps } from '../stake-rules';
import { unstakePreview } from '../stake-fees';

/** Spec, section 2: the governance unstake field takes at most 9 characters. */
const unstakeMaxLength = 9;

type DialogProps = { token: GovernanceToken; open: boolean; onClose: () => void };

/** Unstake {TOKEN} Governance: amount (Max), fee inside the penalty window, preview, processing, outcome. */
export function GovernanceUnstakeDialog({ token, open, onClose }: DialogProps) {
  return <UnstakeFlow open={open} onClose={onClose} policy={useGovernanceUnstakePolicy(token, open)} />;
}

function useGovernanceUnstakePolicy(token: GovernanceToken, open: boolean): UnstakePolicy {
  const { t } = useTranslation();
  const symbol = symbolOf(token);
  const settings = useGovernanceSettings(token, open);
  const { staked, holdUntil } = useGovernanceStake(token);
  const balance = useTokenBalances(token).second;
  const refresh = useRefreshGovernance(token);
  const line = (label: string, units: bigint) => ({ label, units, symbol });
  const previewOf = (amount: bigint) =>
    unstakePreview(settings.data, amount, underPenalty(holdUntil), { active: balance, staked });
  const balances = (amount: bigint) => [
    line(t('governance.currentStake'), staked),
    line(t('governance.activeBalance', { symbol }), balance),
    line(t('governance.unstakeFee'), previewOf(amount).fee),
  ];
  const percent = settings.data ? Number(unstakeFeeBps(settings.data)) / 100 : 0;

  return {
    namespace: 'governance',
    symbol,
    summary: balances,
    preview: (amount) => {
      const { activeAfter, stakedAfter } = previewOf(amount);
      return {
        before: balances(amount),
        after: [
          line(t('governance.stakedAfter'), stakedAfter),
          line(t('governance.balanceAfter'), activeAfter),
        ],
      };
    },
    check: ({ text }) => unstakeError(text, staked),
    shortcuts: { max: staked },
    maxLength: unstakeMaxLength,
    penalty: { until: holdUntil, text: t('governance.penaltyNotice', { percent }) },
    submit: async (amount, idempotencyKey) => {
      await governanceUnpledge(token, formatAmount(amount), idempotencyKey);
      await refresh();
    },
  };
}
