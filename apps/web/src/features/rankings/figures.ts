import { shortAddress } from '@dappx/shared/addresses';
import type { RankingsFigures, RankingsPoint, RankingsSort, RankingsTraceRow } from '@dappx/shared/rankings';
import { formatDisplayAmount } from '@dappx/shared/amounts';

/** The figure of an app's four that a sort ranks by. */
export const figureOfSort = {
  uaw: 'uaw',
  transactions: 'transactions',
  volume: 'volume_usd',
  balance: 'balance_usd',
} as const satisfies Record<RankingsSort, keyof RankingsFigures>;
export type FigureKey = (typeof figureOfSort)[RankingsSort];

/** Whether a figure is made of the window's transactions, so it leads to them: all but the balance. */
export const isMadeOfTransactions = (sort: RankingsSort) => sort !== 'balance';

/**
 * The figure a sparkline draws for a sort: the sorted one, or the wallets' when sorted by balance, which
 * is a holding at one block and has no points over time.
 */
export const seriesOfSort = {
  uaw: 'uaw',
  transactions: 'transactions',
  volume: 'volume_usd',
  balance: 'uaw',
} as const satisfies Record<RankingsSort, keyof Omit<RankingsPoint, 'at'>>;
export type SeriesKey = (typeof seriesOfSort)[RankingsSort];

/** A series' points as numbers (USD points arrive as decimal strings; a chart needs no cents exactly). */
export const seriesValues = (points: RankingsPoint[], key: SeriesKey): number[] =>
  points.map((point) => Number(point[key]));

export type ChangeDirection = 'up' | 'down' | 'flat' | 'none';

/** Which way a figure moved against the window before: none when there was nothing to compare with. */
export function directionOf(change: number | null): ChangeDirection {
  if (change === null) return 'none';
  if (change > 0) return 'up';
  if (change < 0) return 'down';
  return 'flat';
}

/** A change in percent in the page's language, without its sign (the arrow says it): '12.5%', '12,5 %'. */
export const changeText = (change: number, language: string) =>
  new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(
    Math.abs(change) / 100,
  );

/**
 * What a listed row moved: its amount with the token's symbol, or the token's short address when the
 * store does not price it (and so knows no symbol). The answer carries no decimals: 18, the ERC-20
 * default and every token the store prices, is assumed.
 */
export function tokenValueText(row: Pick<RankingsTraceRow, 'value' | 'symbol' | 'token'>): string {
  const unit = row.symbol ?? (row.token === 'native' ? '' : shortAddress(row.token));
  const amount = /^[0-9]+$/.test(row.value) ? formatDisplayAmount(BigInt(row.value)) : row.value;
  return unit ? `${amount} ${unit}` : amount;
}
