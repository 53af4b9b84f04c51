import { layer2LinkResponse, type Layer2Link } from '@dappx/shared';
import { apiRequest } from '@/lib/api-client';

/** GET /v1/layer2/link: the account's linked layer-2 (IMX) address; 404 when none. */
export const getLayer2Link = (): Promise<Layer2Link> =>
  apiRequest('/v1/layer2/link', { schema: layer2LinkResponse });
