import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { appSettings } from '../../db/schema';

export type Maintenance = { on: boolean; message: string };

/** The PostgreSQL channel on which a change of the settings is announced to every process of the store. */
export const settingsChannel = 'settings_changed';

export async function getMaintenanceMode(db: DbExecutor): Promise<boolean> {
  return (await getMaintenance(db)).on;
}

export async function getMaintenance(db: DbExecutor): Promise<Maintenance> {
  const [row] = await db
    .select({ on: appSettings.maintenanceMode, message: appSettings.maintenanceMessage })
    .from(appSettings)
    .limit(1);
  return row ?? { on: false, message: '' };
}

export async function writeMaintenance(db: DbExecutor, { on, message }: Maintenance): Promise<void> {
  await db
    .insert(appSettings)
    .values({ id: true, maintenanceMode: on, maintenanceMessage: message })
    .onConflictDoUpdate({
      target: appSettings.id,
      set: { maintenanceMode: on, maintenanceMessage: message, updatedAt: sql`now()` },
    });
  // Delivered once the write commits: every replica reads the switch at once, not when its cache expires.
  await db.execute(sql`SELECT pg_notify(${settingsChannel}, '')`);
}
