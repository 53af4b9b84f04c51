import type { ChartCatalogue, ChartCategory } from '@dappx/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const getChart = (category: ChartCategory) =>
  apiRequest<ChartCatalogue>(`/v1/catalogue/charts/${category}`, {});

export const useChart = (category: ChartCategory) =>
  useQuery({
    queryKey: ['catalogue', 'charts', category],
    queryFn: () => getChart(category),
    staleTime: 5 * 60_000,
  });
