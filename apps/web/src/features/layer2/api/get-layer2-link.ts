import type { Layer2Link } from '@dappx/shared/layer2';
import { layer2Endpoints } from '@dappx/shared/endpoints/layer2';
import { api } from '@/lib/api-client';

/** The account's linked layer-2 (IMX) address; 404 when none. */
export const getLayer2Link = (): Promise<Layer2Link> => api(layer2Endpoints.layer2Link);
