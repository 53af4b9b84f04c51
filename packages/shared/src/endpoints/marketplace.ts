import { declareEndpoints } from '../endpoint';
import type { marketplaceEndpointSchemas } from '../marketplace';

export const marketplaceEndpoints = declareEndpoints<typeof marketplaceEndpointSchemas>()({});
