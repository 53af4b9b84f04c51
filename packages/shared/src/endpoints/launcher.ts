import { declareEndpoints } from '../endpoint';
import type { launcherEndpointSchemas } from '../launcher';

export const launcherEndpoints = declareEndpoints<typeof launcherEndpointSchemas>()({});
