import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { appSettings } from '../../db/schema';

export async function getMaintenanceMode(db: DbExecutor): Promise<boolean> {
  const [row] = await db.select({ on: appSettings.maintenanceMode }).from(appSettings).limit(1);
  return row?.on ?? false;
}

export async function setMaintenanceMode(db: DbExecutor, on: boolean): Promise<void> {
  await db
    .insert(appSettings)
    .values({ id: true, maintenanceMode: on })
    .onConflictDoUpdate({ target: appSettings.id, set: { maintenanceMode: on, updatedAt: sql`now()` } });
}
