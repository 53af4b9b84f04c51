import type { Season } from '@dappx/shared/seasons';
import { parseAmount, unitsOf } from '@dappx/shared/amounts';
import { seasonTexts } from '@dappx/shared/seasons-texts';

/** A season whose minimum equals its maximum has a fixed price (spec, section 3). */
export const isFixedPrice = (season: Pick<Season, 'min_amount' | 'max_amount'>) =>
  unitsOf(season.min_amount) === unitsOf(season.max_amount);

/** The first rule a season stake breaks (spec, section 5), or undefined. */
export function seasonStakeError(season: Season, text: string, balance: bigint): string | undefined {
  const amount = isFixedPrice(season) ? unitsOf(season.min_amount) : parseAmount(text);
  if (amount === undefined || amount === 0n) return seasonTexts.invalid;
  if (amount < unitsOf(season.min_amount)) return seasonTexts.belowMinimum;
  if (amount > unitsOf(season.max_amount)) return seasonTexts.aboveMaximum;
  if (amount > balance) return seasonTexts.insufficient;
  return undefined;
}

/** When a season's stakes come back to the active balance: its lock period after its collection ends. */
export const lockEndOf = (season: Pick<Season, 'end_date' | 'duration_days'>) =>
  new Date(season.end_date).getTime() + season.duration_days * 86_400_000;

/** What the participation table shows for a season's status (spec, section 4). */
export function participationOf(season: Season, now = Date.now()) {
  const end = new Date(season.end_date).getTime();
  if (season.status === 'ongoing') return { label: 'Staking', countdownTo: end } as const;
  if (season.status === 'collection-done')
    return { label: 'Locked', countdownTo: lockEndOf(season) } as const;
  return { label: 'Unstaked', countdownTo: now } as const;
}
