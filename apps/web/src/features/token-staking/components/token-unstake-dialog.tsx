import { formatAmount, parseAmount } from '@dappx/shared/amounts';
import { slugOf, type TokenStakingTokenType } from '@dappx/shared/tokens';
import { useTranslation } from 'react-i18next';
import { UnstakeFlow, type UnstakePolicy } from '@/components/staking/unstake-flow';
import { useTokenBalances } from '@/features/balances';
import { underPenalty } from '@/lib/use-countdown';
import {
  createUnpledge,
  usePenaltyEnd,
  useTokenStakeBalance,
  useTokenStakingConfig,
  useRefreshTokenStaking,
} from '../api/token-staking-api';
import { tokenUnstakeError } from '../stake-rules';
import { unstakeCosts } from '../unstake-fees';

type DialogProps = { token: TokenStakingTokenType; open: boolean; onClose: () => void };

/** Unstake a token: ACE fees always, a percent penalty inside the holding period, with its countdown. */
export function TokenUnstakeDialog({ token, open, onClose }: DialogProps) {
  return <UnstakeFlow open={open} onClose={onClose} policy={useTokenUnstakePolicy(token, open)} />;
}

function useTokenUnstakePolicy(token: TokenStakingTokenType, open: boolean): UnstakePolicy {
  const { t } = useTranslation();
  const symbol = token;
  const config = useTokenStakingConfig(token, open);
  const pledged = useTokenStakeBalance(token);
  const penaltyEnd = usePenaltyEnd(token, config.data?.holding_period);
  const active = useTokenBalances(slugOf(token)).second;
  const aceBalance = useTokenBalances('acent').second;
  const refresh = useRefreshTokenStaking();
  const costs = (amount: bigint) =>
    config.data ? unstakeCosts(config.data, amount, underPenalty(penaltyEnd)) : { aceFee: 0n, penalty: 0n };
  // Unstaked ACE comes back to the balance its fees are paid from.
  const activeAfter = (amount: bigint) => {
    const { aceFee, penalty } = costs(amount);
    return active + amount - penalty - (token === 'ACE' ? aceFee : 0n);
  };
  const line = (label: string, units: bigint, of: string = symbol) => ({ label, units, symbol: of });
  const balances = (amount: bigint) => {
    const { aceFee, penalty } = costs(amount);
    return [
      line(t('tokenStaking.staked', { symbol }), pledged),
      line(t('tokenStaking.active', { symbol }), active),
      line(t('tokenStaking.fee'), aceFee, 'ACE'),
      ...(penalty > 0n ? [line(t('tokenStaking.penalty'), penalty)] : []),
    ];
  };

  return {
    namespace: 'tokenStaking',
    symbol,
    summary: balances,
    preview: (amount) => ({
      before: balances(amount),
      after: [
        line(t('tokenStaking.stakedAfter'), pledged - amount),
        line(t('tokenStaking.activeAfter', { symbol }), activeAfter(amount)),
      ],
    }),
    check: ({ text }) => {
      const amount = parseAmount(text) ?? 0n;
      const { aceFee, penalty } = costs(amount);
      const feeBalance = token === 'ACE' ? aceBalance + amount - penalty : aceBalance;
      return tokenUnstakeError({ text, pledged, aceBalance: feeBalance, aceFee });
    },
    shortcuts: { max: pledged },
    penalty: {
      until: penaltyEnd,
      text: t('tokenStaking.penaltyNotice', { percent: config.data?.data.penalty_fee ?? 0 }),
    },
    submit: async (amount, idempotencyKey) => {
      await createUnpledge(token, formatAmount(amount), idempotencyKey);
      await refresh();
    },
  };
}
