import { declareEndpoints } from '../endpoint';
import type { pledgingEndpointSchemas } from '../pledging';

export const pledgingEndpoints = declareEndpoints<typeof pledgingEndpointSchemas>()({});
