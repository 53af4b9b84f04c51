import { usersEndpoints } from '@dappx/shared/endpoints/users';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** A short-lived one-time code; fetched afresh each time the dialog opens. */
export const useQrCode = (enabled: boolean) =>
  useQuery({
    queryKey: ['users', 'qrCode'],
    queryFn: () => api(usersEndpoints.getQRCode),
    enabled,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
