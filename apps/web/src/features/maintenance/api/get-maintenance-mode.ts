import { settingsEndpoints } from '@dappx/shared/endpoints/settings';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getMaintenanceMode = () => api(settingsEndpoints.getMaintenanceMode);

/**
 * The store is open only on a 200 answer; any failure means maintenance (storefront spec, section 4),
 * so a failed check is not retried into a long wait.
 */
export function useMaintenanceMode(options: { recheckEveryMs?: number } = {}) {
  return useQuery({
    queryKey: ['maintenance-mode'],
    queryFn: getMaintenanceMode,
    retry: false,
    staleTime: 30_000,
    refetchInterval: options.recheckEveryMs ?? false,
  });
}
