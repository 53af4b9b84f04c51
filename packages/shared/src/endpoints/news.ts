import { declareEndpoints } from '../endpoint';
import type { newsEndpointSchemas } from '../news';

export const newsEndpoints = declareEndpoints<typeof newsEndpointSchemas>()({});
