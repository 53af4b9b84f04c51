import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { errorCodes, uploadsTexts } from '@dappx/shared';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { uploadSlice } from './repository';

/**
 * Where a replica keeps a copy of each upload it served: a video is asked for in many ranges, each then
 * read from this disk rather than the database. Only a cache, filled from the database, which stays the
 * truth: a copy missing here is copied again.
 */
const uploadCopiesFolder = (dataDir: string) => path.join(dataDir, 'upload-copies');

/** Copied a mebibyte at a time, so a 20 MB video never sits whole in memory. */
const sliceBytes = 1024 * 1024;

/** Copies under way in this process, by file: two requests for the same new file wait on one copy. */
const copying = new Map<string, Promise<void>>();

/** The path of this replica's copy of the upload `name` of `size` bytes, copied from the database if needed. */
export async function localCopyOf(
  db: DbExecutor,
  dataDir: string,
  name: string,
  size: number,
): Promise<string> {
  const file = path.join(uploadCopiesFolder(dataDir), name);
  const info = await stat(file).catch(() => null);
  if (info?.isFile() && info.size === size) return file;
  let copy = copying.get(file);
  if (!copy) {
    copy = copyFromDatabase(db, file, name, size).finally(() => copying.delete(file));
    copying.set(file, copy);
  }
  await copy;
  return file;
}

/** Writes the copy whole under a temporary name, then renames it, so no reader sees half of it. */
async function copyFromDatabase(db: DbExecutor, file: string, name: string, size: number) {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = path.join(path.dirname(file), `.${name}.${randomBytes(6).toString('hex')}.part`);
  const handle = await open(temporary, 'w', 0o644);
  try {
    for (let start = 0; start < size; start += sliceBytes) {
      const slice = await uploadSlice(db, name, start, sliceBytes);
      if (!slice) throw new AppError(404, errorCodes.notFound, uploadsTexts.noSuchUpload);
      await handle.write(slice);
    }
    await handle.close();
    await rename(temporary, file);
  } catch (error) {
    await handle.close().catch(() => undefined);
    await rm(temporary, { force: true });
    throw error;
  }
}
