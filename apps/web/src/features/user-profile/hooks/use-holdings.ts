import { usdValueOf } from '@dappx/shared/amounts';
import { marketPriceSymbols } from '@dappx/shared/tokens';
import { useTokenTotals } from '@/features/balances';
import { useMarketPrices } from '@/features/prices';
import type { TokenSymbol } from '../components/tiles/token-mark';
import { walletAreaBase } from '../components/wallet-nav';
import { useZeraLive } from './use-zera-live';

/** What the wallet holds of one token in the store: each part, and the total (vault + active + staked). */
export type Holding = {
  symbol: TokenSymbol;
  path: string;
  vault: bigint;
  active: bigint;
  staked: bigint;
  pending: bigint;
  total: bigint;
};

/** The price call covers DAPPX and ACE; Zera and EDAO have no price and add nothing to the value. */
export const isPriced = (symbol: TokenSymbol): symbol is TokenSymbol & (typeof marketPriceSymbols)[number] =>
  (marketPriceSymbols as readonly string[]).includes(symbol);

/**
 * Every token the wallet holds in the store, as the overview, the phone's summary and the desktop's
 * total-value card show it: one source, so the three agree. Zera ticks while stakes mine it.
 */
export function useHoldings(): Holding[] {
  const dappx = useTokenTotals('dappx');
  const ace = useTokenTotals('acent');
  const edao = useTokenTotals('edao');
  const zera = useZeraLive();
  const zeraTotal = zera.vault + zera.inGame;
  return [
    { symbol: 'DAPPX', path: `${walletAreaBase}/dappx`, ...dappx },
    { symbol: 'ACE', path: `${walletAreaBase}/ace`, ...ace },
    {
      symbol: 'Zera',
      path: `${walletAreaBase}/zera`,
      vault: zera.vault,
      active: zera.inGame,
      staked: 0n,
      pending: 0n,
      total: zeraTotal,
    },
    { symbol: 'EDAO', path: `${walletAreaBase}/edao`, ...edao },
  ];
}

/** The USD value of what the wallet holds in the store (priced tokens only), in cents as usdValueOf gives. */
export function useHoldingsValue(holdings: Holding[]) {
  const prices = useMarketPrices();
  const usd = holdings.reduce(
    (sum, { symbol, total }) => sum + (isPriced(symbol) ? usdValueOf(total, prices.usdOf(symbol)) : 0n),
    0n,
  );
  return { usd, prices };
}
