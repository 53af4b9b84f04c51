import { wholeToken } from '@dappx/shared/tokens';

/**
 * The Zera page's live tick (spec, section 4): every 100 ms the vault and the accumulated earning rise by
 * mining rate x pledged DAPPX / 600. The server's mining_rate is Zera base units per whole staked DAPPX per
 * minute (token-staking module), so 600 ticks of 100 ms make the minute it accrues over: a reload shows what
 * the ticking showed.
 */
export const tickMs = 100;
const ticksPerMinute = 600n;

/**
 * Zera base units mined by `pledged` DAPPX base units after `ticks` ticks, cut to whole base units. It is
 * computed from the start each time rather than added tick by tick, so no rounding piles up.
 */
export function minedAfterTicks(pledged: bigint, miningRate: bigint, ticks: number): bigint {
  if (pledged <= 0n || miningRate <= 0n || ticks <= 0) return 0n;
  return (pledged * miningRate * BigInt(Math.floor(ticks))) / (wholeToken * ticksPerMinute);
}
