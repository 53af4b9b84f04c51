import { qrCodeResponse } from '@dappx/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /users/getQRCode: a short-lived one-time code; fetched afresh each time the dialog opens. */
export const useQrCode = (enabled: boolean) =>
  useQuery({
    queryKey: ['users', 'qrCode'],
    queryFn: () => apiRequest('/users/getQRCode', { schema: qrCodeResponse }),
    enabled,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
