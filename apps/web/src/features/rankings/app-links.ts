import type { ChartCatalogue, GamesCatalogue } from '@dappx/shared/catalogue';
import { gamePath } from '@/features/games';

/** Where a ranked app's name leads: a game's page in the store, else the app's own site. */
export type AppLinks = { games: Set<string>; sites: Map<string, string> };

/** Every game the games page lists, by slug. */
export function gameSlugsOf(catalogue: GamesCatalogue | undefined): Set<string> {
  if (!catalogue) return new Set();
  const { slides: _slides, ...grids } = catalogue;
  return new Set(Object.values(grids).flatMap((cards) => cards.map((card) => card._id)));
}

/** Each charted app's site by slug, as its chart tile links it. */
export const sitesOf = (charts: (ChartCatalogue | undefined)[]): Map<string, string> =>
  new Map(
    charts.flatMap((chart) => chart?.entries.map((entry): [string, string] => [entry._id, entry.href]) ?? []),
  );

/** The page an app's name links to, if the store knows one: its game page first, else its site. */
export function appLinkOf(slug: string, links: AppLinks): string | undefined {
  if (links.games.has(slug)) return gamePath({ _id: slug });
  return links.sites.get(slug);
}
