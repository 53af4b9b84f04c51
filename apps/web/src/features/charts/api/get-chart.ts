import type { ChartCategory } from '@dappx/shared';
import { catalogueEndpoints } from '@dappx/shared/endpoints/catalogue';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getChart = (category: ChartCategory) =>
  api(catalogueEndpoints.catalogueChart, { params: { category } });

export const useChart = (category: ChartCategory) =>
  useQuery({
    queryKey: ['catalogue', 'charts', category],
    queryFn: () => getChart(category),
    staleTime: 5 * 60_000,
  });
