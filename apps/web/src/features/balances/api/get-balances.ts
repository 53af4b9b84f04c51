import type { BalanceBucket, BalanceToken } from '@dappx/shared/balances';
import { bucketsOf } from '@dappx/shared/tokens';
import { unitsOf } from '@dappx/shared/amounts';
import { balancesEndpoints } from '@dappx/shared/endpoints/balances';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** One balance in base units. */
export async function getBalance(token: BalanceToken, bucket: BalanceBucket): Promise<bigint> {
  const answer = await api(balancesEndpoints.balance, { params: { token, bucket } });
  return unitsOf('balance' in answer ? answer.balance : answer.zera_balance);
}

/** Every balance query starts with this key, so one invalidation refetches them all after a transfer. */
export const balancesKey = ['balances'] as const;

/** A token's two buckets, read together: `first` the vault (Zera main), `second` the active balance (Zera pocket). */
export const tokenBalancesQuery = (token: BalanceToken) => {
  const [firstBucket, secondBucket] = bucketsOf(token);
  return queryOptions({
    queryKey: [...balancesKey, token],
    queryFn: async () => {
      const [first, second] = await Promise.all([
        getBalance(token, firstBucket),
        getBalance(token, secondBucket),
      ]);
      return { first, second };
    },
  });
};

/** A token's two buckets and their total. A failed call leaves 0 (spec, section 8: fetch failures leave defaults). */
export function useTokenBalances(token: BalanceToken) {
  const query = useQuery(tokenBalancesQuery(token));
  const first = query.data?.first ?? 0n;
  const second = query.data?.second ?? 0n;
  return { first, second, total: first + second, isPending: query.isPending };
}
