import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { balancesKey, getBalance } from '@/features/balances';
import { tokenStakingTokenTypes } from '@dappx/shared/tokens';
import { getEarnedZera } from '@/features/token-staking';
import { minedAfterTicks, tickMs } from '../lib/zera-mining';

/** What every staked token mined so far and mines now (DAPPX and ACE each mine at their own rate). */
async function earnedByStakes() {
  const none = { earned: 0n, miningRate: 0n, pledged: 0n };
  const stakes = await Promise.all(
    tokenStakingTokenTypes.map((token) => getEarnedZera(token).catch(() => none)),
  );
  return {
    earned: stakes.reduce((sum, stake) => sum + stake.earned, 0n),
    stakes: stakes.map(({ pledged, miningRate }) => ({ pledged, miningRate })),
  };
}

/**
 * The Zera figures the ticking starts from. The earned calls come first: they pay out what was mined so
 * far, so the vault read after them and the ticking start together.
 */
export const zeraLiveQuery = () =>
  queryOptions({
    queryKey: [...balancesKey, 'zera', 'live'],
    queryFn: async () => {
      const { earned, stakes } = await earnedByStakes();
      const [main, pocket] = await Promise.all([getBalance('zera', 'main'), getBalance('zera', 'pocket')]);
      return { earned, stakes, main, pocket, fetchedAt: Date.now() };
    },
  });

/** Zera balances that tick while DAPPX or ACE is staked (spec, section 4). */
export function useZeraLive() {
  const query = useQuery(zeraLiveQuery());
  const data = query.data;
  const ticking =
    data !== undefined && data.stakes.some((stake) => stake.pledged > 0n && stake.miningRate > 0n);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [ticking]);

  const ticks = data ? Math.max(0, Math.floor((now - data.fetchedAt) / tickMs)) : 0;
  const mined = (data?.stakes ?? []).reduce(
    (sum, stake) => sum + minedAfterTicks(stake.pledged, stake.miningRate, ticks),
    0n,
  );
  return {
    /** The settled balances, which a transfer is checked against. */
    settled: { first: data?.main ?? 0n, second: data?.pocket ?? 0n },
    vault: (data?.main ?? 0n) + mined,
    inGame: data?.pocket ?? 0n,
    earned: (data?.earned ?? 0n) + mined,
    isPending: query.isPending,
  };
}
