import { catalogueEndpoints } from '@dappx/shared/endpoints/catalogue';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pageLanguage, usePageLanguage, type Language } from '@/lib/i18n';
import { navigationKey } from './navigation-key';

export const getNavigation = (language: Language) =>
  api(catalogueEndpoints.catalogueNavigation, { language });

export const navigationQuery = (language: Language = pageLanguage()) => ({
  queryKey: navigationKey(language),
  queryFn: () => getNavigation(language),
  staleTime: 5 * 60_000,
});

/** The menu and footer in the page's language; after a switch the old labels stay until the new arrive. */
export const useNavigationCatalogue = () =>
  useQuery({ ...navigationQuery(usePageLanguage()), placeholderData: keepPreviousData });
