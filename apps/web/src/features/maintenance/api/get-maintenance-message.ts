import { settingsEndpoints } from '@dappx/shared/endpoints/settings';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The operator's note to visitors, set with the maintenance switch in the console ('' for none). */
export function useMaintenanceMessage() {
  return useQuery({
    queryKey: ['maintenance-message'],
    queryFn: () => api(settingsEndpoints.maintenanceMessage),
    staleTime: 30_000,
  });
}
