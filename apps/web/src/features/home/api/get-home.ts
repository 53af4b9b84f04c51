import type { HomeCatalogue } from '@dappx/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const getHomeCatalogue = () => apiRequest<HomeCatalogue>('/v1/catalogue/home', {});

export const homeCatalogueQuery = {
  queryKey: ['catalogue', 'home'],
  queryFn: getHomeCatalogue,
  staleTime: 5 * 60_000,
};

export const useHomeCatalogue = () => useQuery(homeCatalogueQuery);
