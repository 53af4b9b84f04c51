import { formatAmount, parseAmount } from '@dappx/shared';
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

const symbol = 'DAPPX';

/** Unstake DAPPX: ACE fees always, a percent penalty inside the holding period, with its countdown. */
export function DappxUnstakeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return <UnstakeFlow open={open} onClose={onClose} policy={useDappxUnstakePolicy(open)} />;
}

function useDappxUnstakePolicy(open: boolean): UnstakePolicy {
  const { t } = useTranslation();
  const config = usePledgingConfig(open);
  const pledged = usePledgeBalance();
  const penaltyEnd = usePenaltyEnd(config.data?.holding_period);
  const active = useTokenBalances('dappx').second;
  const aceBalance = useTokenBalances('acent').second;
  const refresh = useRefreshPledging();
  const costs = (amount: bigint) =>
    config.data ? unpledgeCosts(config.data, amount, underPenalty(penaltyEnd)) : { aceFee: 0n, penalty: 0n };
  const line = (label: string, units: bigint, of = symbol) => ({ label, units, symbol: of });
  const balances = (amount: bigint) => {
    const { aceFee, penalty } = costs(amount);
    return [
      line(t('pledging.staked'), pledged),
      line(t('pledging.active'), active),
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
        line(t('pledging.activeAfter'), active + amount - costs(amount).penalty),
      ],
    }),
    check: ({ text }) =>
      unpledgeError({ text, pledged, aceBalance, aceFee: costs(parseAmount(text) ?? 0n).aceFee }),
    shortcuts: { max: pledged },
    penalty: {
      until: penaltyEnd,
      text: t('pledging.penaltyNotice', { percent: config.data?.data.penalty_fee ?? 0 }),
    },
    submit: async (amount) => {
      await createUnpledge(formatAmount(amount));
      await refresh();
    },
  };
}
