import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { balancesKey, getBalance } from '@/features/balances';
import { getEarnedZera, getMyDappxBalance } from '@/features/pledging';
import { minedAfterTicks, tickMs } from '../lib/zera-mining';

/**
 * Zera balances that tick while DAPPX is staked (spec, section 4). The earned call comes first: it pays
 * out what was mined so far, so the vault read after it and the ticking both start from the same moment.
 */
export function useZeraLive() {
  const query = useQuery({
    queryKey: [...balancesKey, 'zera', 'live'],
    queryFn: async () => {
      const { earned, miningRate } = await getEarnedZera().catch(() => ({ earned: 0n, miningRate: 0n }));
      const [main, pocket, dappx] = await Promise.all([
        getBalance('zera', 'main'),
        getBalance('zera', 'pocket'),
        getMyDappxBalance().catch(() => ({ pledged: 0n })),
      ]);
      return { earned, miningRate, main, pocket, pledged: dappx.pledged, fetchedAt: Date.now() };
    },
  });
  const data = query.data;
  const ticking = data !== undefined && data.pledged > 0n && data.miningRate > 0n;
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [ticking]);

  const ticks = data ? Math.max(0, Math.floor((now - data.fetchedAt) / tickMs)) : 0;
  const mined = data ? minedAfterTicks(data.pledged, data.miningRate, ticks) : 0n;
  return {
    /** The settled balances, which a transfer is checked against. */
    settled: { first: data?.main ?? 0n, second: data?.pocket ?? 0n },
    vault: (data?.main ?? 0n) + mined,
    inGame: data?.pocket ?? 0n,
    earned: (data?.earned ?? 0n) + mined,
    isPending: query.isPending,
  };
}
