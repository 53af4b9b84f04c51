import { catalogueEndpoints } from '@dappx/shared/endpoints/catalogue';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getHomeCatalogue = () => api(catalogueEndpoints.catalogueHome);

export const homeCatalogueQuery = {
  queryKey: ['catalogue', 'home'],
  queryFn: getHomeCatalogue,
  staleTime: 5 * 60_000,
};

export const useHomeCatalogue = () => useQuery(homeCatalogueQuery);
