import { rankingsBases, rankingsSorts, rankingsWindows } from '@dappx/shared/rankings';
import { describe, expect, it } from 'vitest';
import {
  changed,
  defaultView,
  paramsOf,
  queryOf,
  rankingsPathOf,
  bases,
  sorts,
  traceParamsOf,
  tracePathOf,
  traceViewOf,
  viewOf,
  windows,
} from './rankings-view';

const view = (search: string) => viewOf(new URLSearchParams(search));

describe('the rankings view in the address', () => {
  it('restates the shared windows, sorts and figures, in their order', () => {
    expect(windows).toEqual(rankingsWindows);
    expect(sorts).toEqual(rankingsSorts);
    expect(bases).toEqual(rankingsBases);
  });

  it('reads every choice a linked address makes', () => {
    expect(view('window=7d&chain=13473&category=defi&sort=volume&figures=raw&page=3')).toEqual({
      window: '7d',
      chain: 13473,
      category: 'defi',
      sort: 'volume',
      figures: 'raw',
      page: 3,
    });
  });

  it('falls back to the default for what it cannot mean', () => {
    expect(view('')).toEqual(defaultView);
    expect(view('window=1y&chain=-4&category=food&sort=name&figures=all&page=0')).toEqual(defaultView);
    expect(view('chain=0x2a&page=2.5')).toEqual(defaultView);
  });

  it('writes only what differs from the default, so the plain view keeps a plain address', () => {
    expect(paramsOf(defaultView).toString()).toBe('');
    expect(paramsOf({ ...defaultView, category: 'game', sort: 'balance' }).toString()).toBe(
      'category=game&sort=balance',
    );
  });

  it('reads back what it writes', () => {
    const linked = {
      window: '30d',
      chain: 42,
      category: 'nft',
      sort: 'transactions',
      figures: 'raw',
      page: 2,
    } as const;
    expect(viewOf(paramsOf(linked))).toEqual(linked);
  });

  it('starts again from the first page on any change but the page', () => {
    const onPage3 = { ...defaultView, page: 3 };
    expect(changed(onPage3, { sort: 'volume' }).page).toBe(1);
    expect(changed(onPage3, { window: '7d' }).page).toBe(1);
    expect(changed(onPage3, { page: 4 }).page).toBe(4);
  });

  it('asks the server for exactly the view', () => {
    expect(queryOf({ ...defaultView, category: 'defi' })).toEqual({
      window: '24h',
      chain: 'all',
      category: 'defi',
      sort: 'uaw',
      figures: 'clean',
      page: 1,
    });
  });

  it('links a chart to its category’s rankings', () => {
    expect(rankingsPathOf({ category: 'defi' })).toBe('/rankings?category=defi');
    expect(rankingsPathOf({})).toBe('/rankings');
  });

  it('keeps the transactions page’s window and chain the same way', () => {
    expect(traceViewOf(new URLSearchParams('window=30d&chain=8888'))).toEqual({ window: '30d', chain: 8888 });
    expect(traceViewOf(new URLSearchParams('window=x'))).toEqual({ window: '24h', chain: 'all' });
    expect(traceParamsOf({ window: '7d', chain: 'all' }).toString()).toBe('window=7d');
  });

  it('leads an app’s figures to the transactions behind them over the same window and chain', () => {
    expect(tracePathOf('aave', { window: '30d', chain: 8888 })).toBe(
      '/rankings/aave/transactions?window=30d&chain=8888',
    );
    expect(tracePathOf('a b', { window: '24h', chain: 'all' })).toBe('/rankings/a%20b/transactions');
  });
});
