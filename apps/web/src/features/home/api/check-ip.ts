import { checkIpResponse, ipLookupResponse } from '@dappx/shared';
import { apiRequest } from '@/lib/api-client';

/** The visitor's address as our store sees it (our own lookup, no third party). */
export const lookUpIp = () =>
  apiRequest('/v1/launcher/ip', { query: { format: 'json' }, schema: ipLookupResponse });

export const checkIp = (IpAddress: string) =>
  apiRequest('/v1/launcher/check-ip', {
    method: 'POST',
    body: { IpAddress },
    schema: checkIpResponse,
    host: 'launcher',
  });
