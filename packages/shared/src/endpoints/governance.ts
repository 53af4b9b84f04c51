import { declareEndpoints } from '../endpoint';
import type { governanceEndpointSchemas } from '../governance';

export const governanceEndpoints = declareEndpoints<typeof governanceEndpointSchemas>()({});
