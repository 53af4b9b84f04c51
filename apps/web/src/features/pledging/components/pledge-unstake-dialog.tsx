import { formatAmount, parseAmount } from '@dappx/shared/amounts';
import { slugOf, type PledgingTokenType } from '@dappx/shared/tokens';
import { useTranslation } from 'react-i18next';
import { UnstakeFlow, type UnstakePolicy } from '@/components/staking/unstake-flow';
import { useTokenBalances } from '@/features/balances';
import { underPenalty } from '@/lib/use-countdown';
import {
  createUnpledge,
  usePenaltyEnd,
  usePledgeBalance,
  usePledgingConfig,
  useRefreshPledging,
} from '../api/pledging-api';
import { unpledgeError } from '../pledge-rules';
import { unpledgeCosts } from '../unpledge-fees';

type DialogProps = { token: PledgingTokenType; open: boolean; onClose: () => void };

/** Unstake a token: ACE fees always, a percent penalty inside the holding period, with its countdown. */
export function PledgeUnstakeDialog({ token, open, onClose }: DialogProps) {
  return <UnstakeFlow open={open} onClose={onClose} policy={usePledgeUnstakePolicy(token, open)} />;
}

function usePledgeUnstakePolicy(token: PledgingTokenType, open: boolean): UnstakePolicy {
  const { t } = useTranslation();
  const symbol = token;
  const config = usePledgingConfig(token, open);
  const pledged = usePledgeBalance(token);
  const penaltyEnd = usePenaltyEnd(token, config.data?.holding_period);
  const active = useTokenBalances(slugOf(token)).second;
  const aceBalance = useTokenBalances('acent').second;
  const refresh = useRefreshPledging();
  const costs = (amount: bigint) =>
    config.data ? unpledgeCosts(config.data, amount, underPenalty(penaltyEnd)) : { aceFee: 0n, penalty: 0n };
  // Unstaked ACE comes back to the balance its fees are paid from.
  const activeAfter = (amount: bigint) => {
    const { aceFee, penalty } = costs(amount);
    return active + amount - penalty - (token === 'ACE' ? aceFee : 0n);
  };
  const line = (label: string, units: bigint, of: string = symbol) => ({ label, units, symbol: of });
  const balances = (amount: bigint) => {
    const { aceFee, penalty } = costs(amount);
    return [
      line(t('pledging.staked', { symbol }), pledged),
      line(t('pledging.active', { symbol }), active),
      line(t('pledging.fee'), aceFee, 'ACE'),
      ...(penalty > 0n ? [line(t('pledging.penalty'), penalty)] : []),
    ];
  };

  return {
    namespace: 'pledging',
    symbol,
    summary: balances,
    preview: (amount) => ({
      before: balances(amount),
      after: [
        line(t('pledging.stakedAfter'), pledged - amount),
        line(t('pledging.activeAfter', { symbol }), activeAfter(amount)),
      ],
    }),
    check: ({ text }) => {
      const amount = parseAmount(text) ?? 0n;
      const { aceFee, penalty } = costs(amount);
      const feeBalance = token === 'ACE' ? aceBalance + amount - penalty : aceBalance;
      return unpledgeError({ text, pledged, aceBalance: feeBalance, aceFee });
    },
    shortcuts: { max: pledged },
    penalty: {
      until: penaltyEnd,
      text: t('pledging.penaltyNotice', { percent: config.data?.data.penalty_fee ?? 0 }),
    },
    submit: async (amount, idempotencyKey) => {
      await createUnpledge(token, formatAmount(amount), idempotencyKey);
      await refresh();
    },
  };
}
