import type { BalanceToken } from '@dappx/shared/balances';
import { assetOf } from '@dappx/shared/tokens';
import { historyEndpoints } from '@dappx/shared/endpoints/history';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { balancesKey } from './get-balances';

/** Every token's figures in the store, in one call. */
export const tokenTotalsQuery = () =>
  queryOptions({ queryKey: [...balancesKey, 'totals'], queryFn: () => api(historyEndpoints.totals) });

const none = { vault: 0n, active: 0n, staked: 0n, pending: 0n, total: 0n };

/**
 * One token's figures in the store, read together so they always add up: vault (Zera: main), active
 * (Zera: in-game), staked (every kind of stake), pending (withdrawals on their way to the wallet) and the
 * total in the store, vault + active + staked. Under the balances key: a transfer, stake or withdrawal
 * that refreshes the balances refreshes these. A failed call leaves 0 (spec, section 8).
 */
export function useTokenTotals(token: BalanceToken) {
  const asset = assetOf(token);
  const query = useQuery(tokenTotalsQuery());
  const found = query.data?.tokens.find((totals) => totals.token === asset);
  const figures = found
    ? {
        vault: BigInt(found.vault),
        active: BigInt(found.active),
        staked: BigInt(found.staked),
        pending: BigInt(found.pending),
        total: BigInt(found.total),
      }
    : none;
  return { ...figures, isPending: query.isPending };
}
