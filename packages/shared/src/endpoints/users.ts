import { declareEndpoints } from '../endpoint';
import type { usersEndpointSchemas } from '../users';

export const usersEndpoints = declareEndpoints<typeof usersEndpointSchemas>()({});
