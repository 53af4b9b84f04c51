import { declareEndpoints } from '../endpoint';
import type { catalogueEndpointSchemas } from '../catalogue';

export const catalogueEndpoints = declareEndpoints<typeof catalogueEndpointSchemas>()({});
