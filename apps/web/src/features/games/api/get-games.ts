import type { GamesCatalogue } from '@dappx/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const getGames = () => apiRequest<GamesCatalogue>('/v1/catalogue/games', {});

export const gamesQuery = { queryKey: ['catalogue', 'games'], queryFn: getGames, staleTime: 5 * 60_000 };

export const useGames = () => useQuery(gamesQuery);
