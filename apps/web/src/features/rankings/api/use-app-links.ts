import type { ChartCategory } from '@dappx/shared/catalogue-constants';
import { chartCategories } from '@dappx/shared/catalogue-constants';
import { useQueries, useQuery } from '@tanstack/react-query';
import { chartQuery } from '@/features/charts';
import { gamesQuery } from '@/features/games';
import { usePageLanguage } from '@/lib/i18n';
import { appLinkOf, gameSlugsOf, sitesOf } from '../app-links';

const isChart = (category: string): category is ChartCategory =>
  chartCategories.some((chart) => chart === category);

/**
 * Where each listed app's name leads, as the rest of the store links it: a game to its page, any other
 * app to its site as its chart tile does. Only the catalogues the listed apps' categories need are read
 * (each shared with the page that shows it); until they arrive a name links nowhere.
 */
export function useAppLinks(apps: { category: string }[]) {
  const language = usePageLanguage();
  const categories = [...new Set(apps.map((app) => app.category))].filter(isChart);
  const games = useQuery({ ...gamesQuery(language), enabled: categories.includes('game') });
  const charts = useQueries({ queries: categories.map((category) => chartQuery(category, language)) });
  const links = { games: gameSlugsOf(games.data), sites: sitesOf(charts.map((chart) => chart.data)) };
  return (slug: string) => appLinkOf(slug, links);
}
