import { errorCodes } from '@dappx/shared/error-codes';
import { settingsEndpoints } from '@dappx/shared/endpoints/settings';
import { useQuery } from '@tanstack/react-query';
import { api, ApiRequestError } from '@/lib/api-client';

export const getMaintenanceMode = () => api(settingsEndpoints.getMaintenanceMode);

/** The store's own answer that it is closed: a 503 with the maintenance code, nothing else. */
export const isMaintenanceAnswer = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 503 && error.code === errorCodes.maintenance;

/** Waits between checks that failed for another reason: 1, 2, 4… s, at most 30 s. */
export const maintenanceRetryDelay = (attempt: number) => Math.min(30_000, 1_000 * 2 ** attempt);

/**
 * Whether the store is closed. Only the store saying so closes it: a rate limit (429), a failing
 * server or a lost connection is not maintenance, so that check is tried again, backing off, while the
 * page stays as it is.
 */
export function useMaintenanceMode(options: { recheckEveryMs?: number } = {}) {
  const query = useQuery({
    queryKey: ['maintenance-mode'],
    queryFn: getMaintenanceMode,
    retry: (_failures, error) => !isMaintenanceAnswer(error),
    retryDelay: maintenanceRetryDelay,
    staleTime: 30_000,
    refetchInterval: options.recheckEveryMs ?? false,
  });
  return { isOn: isMaintenanceAnswer(query.error), isOpen: query.isSuccess };
}
