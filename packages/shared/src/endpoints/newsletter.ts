import { declareEndpoints } from '../endpoint';
import type { newsletterEndpointSchemas } from '../newsletter';

export const newsletterEndpoints = declareEndpoints<typeof newsletterEndpointSchemas>()({});
