import type { DbExecutor } from '../../db/client';
import { demoDownloadLinks } from './demo-download';
import { downloadLinks } from './schema';

/** Adds the demo download links where they are missing; links an admin changed stay as they are. */
export async function seedDownload(db: DbExecutor): Promise<void> {
  await db
    .insert(downloadLinks)
    .values(demoDownloadLinks.map((link, index) => ({ ...link, position: index + 1 })))
    .onConflictDoNothing();
}
