import { seedCatalogue } from '../modules/catalogue/seed';
import type { Db } from './client';
import { appSettings } from './schema';

/** Safe to run at every start: it only adds what is missing and never overwrites an admin's change. */
export async function seedDemo(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(appSettings).values({ id: true, maintenanceMode: false }).onConflictDoNothing();
    await seedCatalogue(tx);
  });
}
