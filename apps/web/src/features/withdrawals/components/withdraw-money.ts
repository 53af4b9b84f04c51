import { formatDisplayAmount, formatFiat, unitsOf, usdValueOf } from '@dappx/shared/amounts';
import type { WithdrawTokenParam } from '@dappx/shared/withdrawals';
import { useMarketPrices } from '@/features/prices';
import { useWithdrawLimitStatus } from '../api/limit-status';

/** An amount with its symbol, and its USD value at today's price. */
export function useMoneyText(symbol: 'ACE' | 'DAPPX') {
  const prices = useMarketPrices();
  return {
    usd: (units: bigint, of: 'ACE' | 'DAPPX' = symbol) => formatFiat(usdValueOf(units, prices.usdOf(of))),
    show: (units: bigint, of: string = symbol) => `${formatDisplayAmount(units)} ${of}`,
  };
}

/** The day's limit still open: the smaller of the store's and the user's remaining amounts (spec, section 5). */
export function useRemainingDailyLimit(token: WithdrawTokenParam, open: boolean) {
  const limits = useWithdrawLimitStatus(token, open);
  return limits.data
    ? [limits.data.remaining_daily_tx_amount, limits.data.remaining_user_daily_tx_amount]
        .map(unitsOf)
        .reduce((least, value) => (value < least ? value : least))
    : undefined;
}
