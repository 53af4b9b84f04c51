import type { RankingsBasis, RankingsFigures } from '@dappx/shared/rankings';
import { useTranslation } from 'react-i18next';
import { formatUsd, useFormats } from '@/lib/formats';
import type { FigureKey } from '../figures';

/** A figure's value as the page writes it: counts grouped, USD in dollars and cents. */
export function useFigureText() {
  const formats = useFormats();
  return (figures: Pick<RankingsFigures, FigureKey>, key: FigureKey) => {
    if (key === 'uaw' || key === 'transactions') return formats.count(figures[key].value);
    return formatUsd(figures[key].value);
  };
}

/** A category's name; a category the store has no chart for by its own word. */
export function useCategoryName() {
  const { t } = useTranslation();
  return (category: string) => t(`rankings.category.${category}`, { defaultValue: category });
}

/**
 * A figure's short name for a column, and its full one where there is room to spell it out: the cleaned
 * figures by their own names (Trusted UAW…), so a reader never takes one basis for the other.
 */
export function useFigureName(basis: RankingsBasis = 'raw') {
  const { t } = useTranslation();
  const group = (key: FigureKey) => (basis === 'clean' && key !== 'balance_usd' ? 'cleanFigure' : 'figure');
  return {
    short: (key: FigureKey) => t(`rankings.${group(key)}.${key}.short`),
    full: (key: FigureKey) => t(`rankings.${group(key)}.${key}.full`),
  };
}
