import type { ChartEntry } from '@dappx/shared/catalogue';
import { describe, expect, it } from 'vitest';
import { categoryFromPath, chartColumns, filterEntries } from './chart-rules';

const entry = (name: string, currency?: 'ETH' | 'BSC'): ChartEntry => ({
  _id: name.toLowerCase(),
  rank: 1,
  image: '/media/art/x.svg',
  name,
  href: 'https://example.com',
  currency,
  withLongImage: false,
  hidden: false,
});

describe('chart rules', () => {
  it('chooses the chart from the last path segment', () => {
    expect(categoryFromPath('/top-defi-charts')).toBe('defi');
    expect(categoryFromPath('/top-game-charts')).toBe('game');
    expect(categoryFromPath('/top-nft-charts/')).toBe('nft');
    expect(categoryFromPath('/exchange')).toBe('exchange');
    expect(categoryFromPath('/games')).toBeUndefined();
  });

  it('splits ten tiles 5 and 5 from 960 to 1280 px only', () => {
    expect(chartColumns(959)).toBe(3);
    expect(chartColumns(960)).toBe(5);
    expect(chartColumns(1279)).toBe(5);
    expect(chartColumns(1280)).toBe(6);
    expect(chartColumns(390)).toBe(2);
  });

  it('filters by name or chain label, case-insensitively', () => {
    const entries = [entry('Uniswap', 'ETH'), entry('PancakeSwap', 'BSC'), entry('Maker', 'ETH')];
    expect(filterEntries(entries, 'SWAP').map((e) => e.name)).toEqual(['Uniswap', 'PancakeSwap']);
    expect(filterEntries(entries, 'bsc').map((e) => e.name)).toEqual(['PancakeSwap']);
    expect(filterEntries(entries, '  ')).toHaveLength(3);
    expect(filterEntries(entries, 'zzz')).toEqual([]);
  });
});
