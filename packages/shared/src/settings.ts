import { z } from 'zod';
import type { EndpointSchemaTable } from './endpoint';
import { operatorsTexts } from './operators-texts';
import { freeText } from './text';

export { maintenanceTexts } from './settings-texts';

/** 200 with this body means the store is open; any failure means maintenance (storefront spec, section 4). */
export const maintenanceModeResponse = z.object({ maintenance: z.literal(false) });
export type MaintenanceModeResponse = z.infer<typeof maintenanceModeResponse>;

/** What the web app needs to know about this store before a visitor connects a wallet. */
export const storeConfigResponse = z.object({ demoMode: z.boolean() });
export type StoreConfigResponse = z.infer<typeof storeConfigResponse>;

export const maintenanceMessageMax = 280;

/** The store's switch as the console sees and sets it: on or off, and the operator's note to visitors. */
export const adminMaintenance = z.strictObject({
  on: z.boolean(),
  message: freeText({ trim: true }).max(maintenanceMessageMax, operatorsTexts.maintenanceMessageTooLong),
});
export type AdminMaintenance = z.infer<typeof adminMaintenance>;

/** The schemas of the settings endpoints (declared in endpoints/settings.ts). */
export const settingsEndpointSchemas = {
  getMaintenanceMode: { response: maintenanceModeResponse },
  storeConfig: { response: storeConfigResponse },
  maintenanceMessage: { response: z.object({ message: z.string() }) },
  adminMaintenance: { response: adminMaintenance },
  setAdminMaintenance: { body: adminMaintenance, response: adminMaintenance },
} satisfies EndpointSchemaTable;
