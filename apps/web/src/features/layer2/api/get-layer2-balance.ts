import type { Layer2Balance } from '@dappx/shared/layer2';
import { layer2Endpoints } from '@dappx/shared/endpoints/layer2';
import { api } from '@/lib/api-client';

/** The linked address's IMX balance (ETH, exact decimal). */
export const getLayer2Balance = (): Promise<Layer2Balance> => api(layer2Endpoints.layer2Balance);
