import { catalogueEndpoints } from '@dappx/shared/endpoints/catalogue';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getNavigation = () => api(catalogueEndpoints.catalogueNavigation);

export const useNavigationCatalogue = () =>
  useQuery({ queryKey: ['catalogue', 'navigation'], queryFn: getNavigation, staleTime: 5 * 60_000 });
