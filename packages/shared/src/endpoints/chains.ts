import { declareEndpoints } from '../endpoint';
import type { chainsEndpointSchemas } from '../chains';

export const chainsEndpoints = declareEndpoints<typeof chainsEndpointSchemas>()({});
