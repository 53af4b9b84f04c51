import { declareEndpoints } from '../endpoint';
import type { historyEndpointSchemas } from '../history';

export const historyEndpoints = declareEndpoints<typeof historyEndpointSchemas>()({});
