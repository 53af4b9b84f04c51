import { declareEndpoints } from '../endpoint';
import type { settingsEndpointSchemas } from '../settings';

export const settingsEndpoints = declareEndpoints<typeof settingsEndpointSchemas>()({});
