import { downloadCatalogue } from '@dappx/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const getDownload = () => apiRequest('/v1/catalogue/download', { schema: downloadCatalogue });

export const useDownloadCatalogue = () =>
  useQuery({ queryKey: ['catalogue', 'download'], queryFn: getDownload, staleTime: 5 * 60_000 });
