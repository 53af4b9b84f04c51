import type { Layer2Link, Layer2LinkBody } from '@dappx/shared/layer2';
import { layer2Endpoints } from '@dappx/shared/endpoints/layer2';
import { api } from '@/lib/api-client';

/** Links the wallet's L2 address with its signature of layer2LinkMessage. */
export const postLayer2Link = (body: Layer2LinkBody): Promise<Layer2Link> =>
  api(layer2Endpoints.linkLayer2, { body });
