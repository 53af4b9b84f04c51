import { catalogueEndpoints } from '@dappx/shared/endpoints/catalogue';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pageLanguage, usePageLanguage, type Language } from '@/lib/i18n';

export const getGames = (language: Language) => api(catalogueEndpoints.catalogueGames, { language });

/** The games page in `language` (the page's by default): each language is its own cache entry. */
export const gamesQuery = (language: Language = pageLanguage()) => ({
  queryKey: ['catalogue', 'games', language],
  queryFn: () => getGames(language),
  staleTime: 5 * 60_000,
});

/** After a language switch the page keeps its content until the new language's arrives. */
export const useGames = () =>
  useQuery({ ...gamesQuery(usePageLanguage()), placeholderData: keepPreviousData });
