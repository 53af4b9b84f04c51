import { parseAmount } from '@dappx/shared/amounts';
import type { Season } from '@dappx/shared/seasons';
import { seasonTexts } from '@dappx/shared/seasons-texts';
import { describe, expect, it } from 'vitest';
import { isFixedPrice, participationOf, seasonStakeError } from './season-rules';

const season = (min: string, max: string, status: Season['status'] = 'ongoing'): Season => ({
  _id: 's1',
  name: 'Season 1',
  min_amount: min,
  max_amount: max,
  duration: 720,
  duration_days: 30,
  status,
  end_date: '2026-12-01T00:00:00.000Z',
});
const units = (text: string) => parseAmount(text)!;

describe('season stake rules', () => {
  it('treats min = max as a fixed price, checked against the balance only', () => {
    expect(isFixedPrice(season('100', '100'))).toBe(true);
    expect(seasonStakeError(season('100', '100'), '', units('99.999999'))).toBe(seasonTexts.insufficient);
    expect(seasonStakeError(season('100', '100'), '', units('100'))).toBeUndefined();
  });

  it('checks a ranged stake with the spec’s texts', () => {
    const ranged = season('10', '500');
    expect(seasonStakeError(ranged, '', units('1000'))).toBe(seasonTexts.invalid);
    expect(seasonStakeError(ranged, '0', units('1000'))).toBe(seasonTexts.invalid);
    expect(seasonStakeError(ranged, '9.999999', units('1000'))).toBe(seasonTexts.belowMinimum);
    expect(seasonStakeError(ranged, '500.000001', units('1000'))).toBe(seasonTexts.aboveMaximum);
    expect(seasonStakeError(ranged, '600', units('550'))).toBe(seasonTexts.aboveMaximum);
    expect(seasonStakeError(ranged, '400', units('350'))).toBe(seasonTexts.insufficient);
    expect(seasonStakeError(ranged, '10', units('1000'))).toBeUndefined();
  });

  it('counts down to the end of collection, then to the end of the lock, then shows Unstaked', () => {
    const end = Date.parse('2026-12-01T00:00:00.000Z');
    expect(participationOf(season('1', '2'))).toEqual({ label: 'Staking', countdownTo: end });
    expect(participationOf(season('1', '2', 'collection-done'))).toEqual({
      label: 'Locked',
      countdownTo: end + 30 * 86_400_000,
    });
    expect(participationOf(season('1', '2', 'completed'), 5).label).toBe('Unstaked');
  });
});
