import type { RankingsFigures } from '@dappx/shared/rankings';
import { describe, expect, it } from 'vitest';
import { figuresOfBasis } from './figures-basis';

const point = {
  at: '2026-11-29T00:00:00Z',
  transactions: 9,
  uaw: 7,
  volume_usd: '90.00',
  clean_transactions: 4,
  trusted_uaw: 2,
  clean_volume_usd: '40.00',
};
const figures = {
  uaw: { value: 7, change: 10 },
  transactions: { value: 9, change: null },
  volume_usd: { value: '90.00', change: null },
  trusted_uaw: { value: 2, change: -5 },
  clean_transactions: { value: 4, change: null },
  clean_volume_usd: { value: '40.00', change: null },
  removed: { uaw: 71.4, transactions: 55.6, volume: 55.6 },
  balance_usd: { value: '1.00', change: null },
  series: [point],
} satisfies RankingsFigures;

describe('figures on a basis', () => {
  it('puts the cleaned figures and sparkline points in the raw ones’ places, and leaves the balance', () => {
    const clean = figuresOfBasis(figures, 'clean');
    expect(clean.uaw).toEqual({ value: 2, change: -5 });
    expect(clean.transactions.value).toBe(4);
    expect(clean.volume_usd.value).toBe('40.00');
    expect(clean.balance_usd).toBe(figures.balance_usd);
    expect(clean.series[0]).toMatchObject({ uaw: 2, transactions: 4, volume_usd: '40.00' });
  });

  it('keeps the raw figures as they are', () => {
    expect(figuresOfBasis(figures, 'raw')).toBe(figures);
  });
});
