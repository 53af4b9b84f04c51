import { layer2LinkResponse, type Layer2Link, type Layer2LinkBody } from '@dappx/shared';
import { apiRequest } from '@/lib/api-client';

/** POST /v1/layer2/link: links the wallet's L2 address with its signature of layer2LinkMessage. */
export const postLayer2Link = (body: Layer2LinkBody): Promise<Layer2Link> =>
  apiRequest('/v1/layer2/link', { method: 'POST', body, schema: layer2LinkResponse });
