import { z } from 'zod';

export const maintenanceTexts = {
  on: 'DAPPX is under maintenance. Please check back soon.',
} as const;

/** 200 with this body means the store is open; any failure means maintenance (storefront spec, section 4). */
export const maintenanceModeResponse = z.object({ maintenance: z.literal(false) });
export type MaintenanceModeResponse = z.infer<typeof maintenanceModeResponse>;
