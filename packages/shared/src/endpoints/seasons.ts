import { declareEndpoints } from '../endpoint';
import type { seasonsEndpointSchemas } from '../seasons';

export const seasonsEndpoints = declareEndpoints<typeof seasonsEndpointSchemas>()({});
