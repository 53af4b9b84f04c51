import { eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { uploads } from './schema';

/** The size in bytes of the upload kept under `name`, or undefined when none is (its bytes stay unread). */
export async function uploadSize(db: DbExecutor, name: string): Promise<number | undefined> {
  const [row] = await db
    .select({ size: sql<number>`octet_length(${uploads.bytes})` })
    .from(uploads)
    .where(eq(uploads.name, name));
  return row?.size;
}

/** Which of these names are kept already. */
export async function keptUploadNames(db: DbExecutor, names: string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const rows = await db.select({ name: uploads.name }).from(uploads).where(inArray(uploads.name, names));
  return new Set(rows.map((row) => row.name));
}

/**
 * Keeps the bytes under their name unless some are kept there already: the name is their sha-256, so
 * the same file uploaded twice is one row. Asked first so a file sent again is not sent on to the
 * database; ON CONFLICT for two replicas storing it at once. The bytes are in memory whole here, as
 * the upload's body was: at most 20 MB (`uploadLimits.video`).
 */
export async function keepUpload(db: DbExecutor, name: string, bytes: Buffer): Promise<void> {
  if ((await uploadSize(db, name)) !== undefined) return;
  await db.insert(uploads).values({ name, bytes }).onConflictDoNothing();
}

/** `length` bytes of an upload from byte `start` (fewer at its end), or undefined when it is not kept. */
export async function uploadSlice(
  db: DbExecutor,
  name: string,
  start: number,
  length: number,
): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ slice: sql<Buffer>`substring(${uploads.bytes} from ${start + 1} for ${length})` })
    .from(uploads)
    .where(eq(uploads.name, name));
  return row?.slice;
}
