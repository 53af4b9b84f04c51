import type { DownloadCatalogue } from '@dappx/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const getDownload = () => apiRequest<DownloadCatalogue>('/v1/catalogue/download', {});

export const useDownloadCatalogue = () =>
  useQuery({ queryKey: ['catalogue', 'download'], queryFn: getDownload, staleTime: 5 * 60_000 });
