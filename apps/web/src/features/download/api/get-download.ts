import { catalogueEndpoints } from '@dappx/shared/endpoints/catalogue';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getDownload = () => api(catalogueEndpoints.catalogueDownload);

export const useDownloadCatalogue = () =>
  useQuery({ queryKey: ['catalogue', 'download'], queryFn: getDownload, staleTime: 5 * 60_000 });
