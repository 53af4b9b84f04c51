import type { ChartCategory } from '@dappx/shared/catalogue-constants';
import { catalogueEndpoints } from '@dappx/shared/endpoints/catalogue';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pageLanguage, usePageLanguage, type Language } from '@/lib/i18n';

export const getChart = (category: ChartCategory, language: Language) =>
  api(catalogueEndpoints.catalogueChart, { params: { category }, language });

/** One chart in `language` (the page's by default): each chart and language is its own cache entry. */
export const chartQuery = (category: ChartCategory, language: Language = pageLanguage()) => ({
  queryKey: ['catalogue', 'charts', category, language],
  queryFn: () => getChart(category, language),
  staleTime: 5 * 60_000,
});

/** A chart in the page's language; after a language switch the same chart stays until the new one's arrives. */
export function useChart(category: ChartCategory) {
  return useQuery({
    ...chartQuery(category, usePageLanguage()),
    // Another chart's answer is no placeholder for this one.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === category ? previous : undefined,
  });
}
