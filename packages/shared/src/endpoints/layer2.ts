import { declareEndpoints } from '../endpoint';
import type { layer2EndpointSchemas } from '../layer2';

export const layer2Endpoints = declareEndpoints<typeof layer2EndpointSchemas>()({});
