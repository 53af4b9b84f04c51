import type { NavigationCatalogue } from '@dappx/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const getNavigation = () => apiRequest<NavigationCatalogue>('/v1/catalogue/navigation', {});

export const useNavigationCatalogue = () =>
  useQuery({ queryKey: ['catalogue', 'navigation'], queryFn: getNavigation, staleTime: 5 * 60_000 });
