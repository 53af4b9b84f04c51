import { parseAmount } from '@dappx/shared/amounts';
import { describe, expect, it } from 'vitest';
import { minedAfterTicks } from './zera-mining';

const units = (text: string) => parseAmount(text)!;

describe('Zera tick', () => {
  it('adds rate x pledged / 600 every tick', () => {
    // 0.1 Zera per DAPPX per minute on 600 DAPPX: 60 Zera a minute, 0.1 Zera a tick.
    expect(minedAfterTicks(units('600'), units('0.1'), 1)).toBe(units('0.1'));
    expect(minedAfterTicks(units('600'), units('0.1'), 600)).toBe(units('60'));
  });

  it('matches the server’s accrual over the same time, to the base unit', () => {
    // The server mines pledged x rate x elapsed ms / (1e18 x 60 000), cut to whole base units.
    const pledged = units('123.456789');
    const rate = units('0.1');
    for (const ticks of [1, 7, 599, 36_000]) {
      const elapsedMs = BigInt(ticks * 100);
      expect(minedAfterTicks(pledged, rate, ticks)).toBe(
        (pledged * rate * elapsedMs) / (10n ** 18n * 60_000n),
      );
    }
  });

  it('does not move without a stake, a rate or time', () => {
    expect(minedAfterTicks(0n, units('0.1'), 100)).toBe(0n);
    expect(minedAfterTicks(units('10'), 0n, 100)).toBe(0n);
    expect(minedAfterTicks(units('10'), units('0.1'), 0)).toBe(0n);
  });
});
