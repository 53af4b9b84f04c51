import { z } from 'zod';
import type { EndpointSchemaTable } from './endpoint';

/** The Start click's report of the visitor's address (storefront spec, section 7). */
export const checkIpBody = z.strictObject({
  IpAddress: z.union([z.ipv4(), z.ipv6()], { error: 'IpAddress must be an IPv4 or IPv6 address.' }),
});
export type CheckIpBody = z.infer<typeof checkIpBody>;
export const checkIpResponse = z.object({ message: z.literal('Ok') });
export type CheckIpResponse = z.infer<typeof checkIpResponse>;

export const ipLookupQuery = z.strictObject({ format: z.literal('json').optional() });
export const ipLookupResponse = z.object({ ip: z.string() });
export type IpLookupResponse = z.infer<typeof ipLookupResponse>;

/** The schemas of the launcher endpoints (declared in endpoints/launcher.ts). */
export const launcherEndpointSchemas = {
  checkIp: { body: checkIpBody, response: checkIpResponse },
  ipLookup: { query: ipLookupQuery, response: ipLookupResponse },
} satisfies EndpointSchemaTable;
