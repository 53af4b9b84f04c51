import { catalogueEndpoints } from '@dappx/shared/endpoints/catalogue';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getGames = () => api(catalogueEndpoints.catalogueGames);

export const gamesQuery = { queryKey: ['catalogue', 'games'], queryFn: getGames, staleTime: 5 * 60_000 };

export const useGames = () => useQuery(gamesQuery);
