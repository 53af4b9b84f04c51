import { declareEndpoints } from '../endpoint';
import type { healthEndpointSchemas } from '../health';

export const healthEndpoints = declareEndpoints<typeof healthEndpointSchemas>()({});
