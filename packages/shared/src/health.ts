import { z } from 'zod';
import type { EndpointSchemaTable } from './endpoint';

export const healthResponse = z.object({ status: z.literal('ok') });
export const readinessResponse = z.object({
  status: z.enum(['ready', 'not-ready']),
  database: z.boolean(),
  migrations: z.boolean(),
});
export type ReadinessResponse = z.infer<typeof readinessResponse>;

/** The schemas of the health endpoints (declared in endpoints/health.ts). */
export const healthEndpointSchemas = {} satisfies EndpointSchemaTable;
