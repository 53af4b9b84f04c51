import { uploadLimits, uploadPathPattern, type UploadExtension } from '@dappx/shared';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { DbExecutor } from '../../db/client';
import { keepUpload, keptUploadNames } from './repository';
import { checkUpload, uploadNameOf } from './store';

/** Where earlier versions of the store kept uploads, on each replica's own disk. */
const earlierUploadsFolder = (dataDir: string) => path.join(dataDir, 'uploads');

const isUploadName = (name: string) => uploadPathPattern.test(`/media/uploads/${name}`);

export type FolderImport = { imported: number; skipped: number };

/**
 * Moves the files earlier versions kept in `DATA_DIR/uploads` into the database, where every replica
 * serves them from. Idempotent: a name kept already is not read again, and two replicas importing at
 * once store each file once. A file that is not what its name says, or cannot be read, is skipped with
 * a line in the log: it never stops the start. The folder is left as it was.
 */
export async function importUploadsFolder(
  db: DbExecutor,
  dataDir: string,
  log: (line: string) => void,
): Promise<FolderImport> {
  const folder = earlierUploadsFolder(dataDir);
  const names = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') log(`Uploads in ${folder} not imported: ${error.code ?? error.message}`);
    return [] as string[];
  });
  const kept = await keptUploadNames(db, names.filter(isUploadName));
  const result: FolderImport = { imported: 0, skipped: 0 };
  for (const name of names.filter((name) => !kept.has(name))) {
    const refusal = await importFile(db, folder, name);
    if (refusal) log(`Upload ${path.join(folder, name)} skipped: ${refusal}`);
    result[refusal ? 'skipped' : 'imported'] += 1;
  }
  if (result.imported > 0) log(`Imported ${result.imported} uploads from ${folder} into the database.`);
  return result;
}

/** Imports one file of the folder; answers why not when it is not one we keep. */
async function importFile(db: DbExecutor, folder: string, name: string): Promise<string | undefined> {
  if (!isUploadName(name)) return 'not named <sha-256>.<png|jpg|webp|gif|mp4|webm>';
  const file = path.join(folder, name);
  const info = await stat(file).catch(() => null);
  if (!info) return 'cannot be read';
  if (!info.isFile()) return 'not a file';
  // Read only what an upload may be: a stray huge file must not fill the memory of the start.
  if (info.size > uploadLimits.video) return `larger than any upload (${info.size} bytes)`;
  const bytes = await readFile(file).catch(() => undefined);
  if (!bytes) return 'cannot be read';
  let kind: UploadExtension;
  try {
    kind = checkUpload(bytes, 'media');
  } catch (error) {
    return (error as Error).message;
  }
  if (!name.endsWith(`.${kind}`)) return `its bytes are a ${kind}`;
  if (uploadNameOf(bytes, kind) !== name) return 'its bytes’ sha-256 is not its name';
  await keepUpload(db, name, bytes);
  return undefined;
}
