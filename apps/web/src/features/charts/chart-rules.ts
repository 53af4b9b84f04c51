import type { ChartEntry } from '@dappx/shared/catalogue';
import type { ChartCategory } from '@dappx/shared/catalogue-constants';
import { chartRoutes } from '@dappx/shared/catalogue-constants';
import { breakpoints } from '@/lib/use-breakpoints';
import { matchesSearch } from '@/lib/matches-search';

const categoryByRoute = Object.fromEntries(
  Object.entries(chartRoutes).map(([category, route]) => [route.slice(1), category as ChartCategory]),
) as Record<string, ChartCategory>;

/** The chart a path shows, from its last segment (spec 2: one charts screen for four routes). */
export function categoryFromPath(pathname: string): ChartCategory | undefined {
  const last = pathname.split('/').filter(Boolean).pop() ?? '';
  return categoryByRoute[last.toLowerCase()];
}

/**
 * Tiles per row: ten tiles split 5 and 5 from 960 to 1280 px (spec 2 and 9), more room above it,
 * fewer below.
 */
export function chartColumns(width: number): number {
  if (width < breakpoints.mobile) return 2;
  if (width < breakpoints.narrow) return 3;
  if (width < breakpoints.wide) return 5;
  return 6;
}

/** The entries the search text keeps: by name or chain label. */
export const filterEntries = (entries: ChartEntry[], text: string) =>
  entries.filter((entry) => matchesSearch(entry.name, text) || matchesSearch(entry.currency, text));
