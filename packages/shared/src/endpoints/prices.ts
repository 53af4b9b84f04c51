import { declareEndpoints } from '../endpoint';
import type { pricesEndpointSchemas } from '../prices';

export const pricesEndpoints = declareEndpoints<typeof pricesEndpointSchemas>()({});
