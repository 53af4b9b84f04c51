import { launcherEndpoints } from '@dappx/shared/endpoints/launcher';
import { api } from '@/lib/api-client';

/** The visitor's address as our store sees it (our own lookup, no third party). */
export const lookUpIp = () => api(launcherEndpoints.ipLookup, { query: { format: 'json' } });

export const checkIp = (IpAddress: string) => api(launcherEndpoints.checkIp, { body: { IpAddress } });
