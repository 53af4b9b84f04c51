import { catalogueEndpoints } from '@dappx/shared/endpoints/catalogue';
import { useQuery } from '@tanstack/react-query';
import { api, ApiRequestError } from '@/lib/api-client';
import { pageLanguage, usePageLanguage, type Language } from '@/lib/i18n';

export const getGame = (slug: string, language: Language) =>
  api(catalogueEndpoints.catalogueGame, { params: { slug }, language });

/** The store has no game by that name: asking again will not change it. */
export const isUnknownGame = (error: unknown) => error instanceof ApiRequestError && error.status === 404;

/** One game's page in `language` (the page's by default): each game and language is its own cache entry. */
export const gameQuery = (slug: string, language: Language = pageLanguage()) => ({
  queryKey: ['catalogue', 'game', slug, language],
  queryFn: () => getGame(slug, language),
  staleTime: 5 * 60_000,
  retry: (failures: number, error: unknown) => !isUnknownGame(error) && failures < 1,
});

/**
 * After a language switch the page keeps the game until the new language's text arrives; another game
 * (a similar game's link) never shows the previous one's.
 */
export const useGame = (slug: string) =>
  useQuery({
    ...gameQuery(slug, usePageLanguage()),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === slug ? previous : undefined,
  });
