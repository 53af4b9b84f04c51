import { declareEndpoints } from '../endpoint';
import type { launcherEndpointSchemas } from '../launcher';

/** The game's Start click (storefront spec, section 7). */
export const launcherEndpoints = declareEndpoints<typeof launcherEndpointSchemas>()({
  /** Records the address the web3 browser reported, on the launcher host. */
  checkIp: { method: 'POST', path: '/v1/launcher/check-ip', auth: 'public', host: 'launcher' },
  /** Our own IP lookup (the spec's 'IP-lookup service, format=json'), on the store's API host. */
  ipLookup: { method: 'GET', path: '/v1/launcher/ip', auth: 'public' },
});
