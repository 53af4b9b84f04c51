import { catalogueEndpoints } from '@dappx/shared/endpoints/catalogue';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pageLanguage, usePageLanguage, type Language } from '@/lib/i18n';

export const getHomeCatalogue = (language: Language) => api(catalogueEndpoints.catalogueHome, { language });

/** The home catalogue in `language` (the page's by default): each language is its own cache entry. */
export const homeCatalogueQuery = (language: Language = pageLanguage()) => ({
  queryKey: ['catalogue', 'home', language],
  queryFn: () => getHomeCatalogue(language),
  staleTime: 5 * 60_000,
});

/** After a language switch the page keeps its content until the new language's arrives. */
export const useHomeCatalogue = () =>
  useQuery({ ...homeCatalogueQuery(usePageLanguage()), placeholderData: keepPreviousData });
