import type { CheckIpBody, CheckIpResponse, IpLookupResponse } from '@dappx/shared';
import { apiRequest } from '@/lib/api-client';

/** The visitor's address as our store sees it (our own lookup, no third party). */
export const lookUpIp = () => apiRequest<IpLookupResponse>('/v1/launcher/ip', { query: { format: 'json' } });

export const checkIp = (IpAddress: string) =>
  apiRequest<CheckIpResponse>('/v1/launcher/check-ip', {
    method: 'POST',
    body: { IpAddress } satisfies CheckIpBody,
    host: 'launcher',
  });
