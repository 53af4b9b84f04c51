import type { RankingsBasis, RankingsFigures, RankingsPoint } from '@dappx/shared/rankings';

const pointOfBasis = (point: RankingsPoint): RankingsPoint => ({
  ...point,
  uaw: point.trusted_uaw,
  transactions: point.clean_transactions,
  volume_usd: point.clean_volume_usd,
});

/**
 * Figures as the chosen basis shows them: the cleaned ones take the raw ones' places (trusted wallets,
 * cleaned transactions, clean volume, in the sparkline's points too), so every table, card, tile, chart
 * and sort reads one set.
 */
export function figuresOfBasis<Figures extends RankingsFigures>(
  figures: Figures,
  basis: RankingsBasis,
): Figures {
  if (basis === 'raw') return figures;
  return {
    ...figures,
    uaw: figures.trusted_uaw,
    transactions: figures.clean_transactions,
    volume_usd: figures.clean_volume_usd,
    series: figures.series.map(pointOfBasis),
  };
}
