import {
  errorCodes,
  uploadKinds,
  uploadLimits,
  uploadPathPattern,
  uploadsTexts,
  type UploadExtension,
  type UploadResponse,
} from '@dappx/shared';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../../lib/app-error';
import { fileKindOf } from './file-kind';

/** Who uploads decides what may come: an editor's images and videos, or a submitter's logo. */
export type UploadPolicy = 'media' | 'logo';

export const uploadsFolder = (dataDir: string) => path.join(dataDir, 'uploads');

/** The largest body each policy reads at all (the larger of its kinds' limits). */
export const uploadCap: Record<UploadPolicy, number> = { media: uploadLimits.video, logo: uploadLimits.logo };

export const tooLargeText: Record<UploadPolicy, string> = {
  media: uploadsTexts.videoTooLarge,
  logo: uploadsTexts.logoTooLarge,
};

/** The checked kind of the bytes, or the 400 / 413 that says what this policy takes. */
export function checkUpload(bytes: Buffer, policy: UploadPolicy): UploadExtension {
  if (bytes.length === 0) throw new AppError(400, errorCodes.validation, uploadsTexts.empty);
  const kind = fileKindOf(bytes);
  const video = kind !== undefined && uploadKinds[kind].video;
  if (!kind || (video && policy === 'logo')) {
    const text = policy === 'logo' ? uploadsTexts.imagesOnly : uploadsTexts.imagesOrVideos;
    throw new AppError(400, errorCodes.validation, text);
  }
  if (policy === 'logo' && bytes.length > uploadLimits.logo) {
    throw new AppError(413, errorCodes.payloadTooLarge, uploadsTexts.logoTooLarge);
  }
  if (!video && bytes.length > uploadLimits.image) {
    throw new AppError(413, errorCodes.payloadTooLarge, uploadsTexts.imageTooLarge);
  }
  return kind;
}

/**
 * Whether a path as the store serves uploads (`/media/uploads/<sha-256>.<ext>`) names a file it keeps:
 * a path of any other form is none of ours.
 */
export async function isStoredUpload(dataDir: string, uploadPath: string): Promise<boolean> {
  if (!uploadPathPattern.test(uploadPath)) return false;
  const file = path.join(uploadsFolder(dataDir), path.posix.basename(uploadPath));
  return (await stat(file).catch(() => null))?.isFile() === true;
}

/**
 * Keeps the file under the data folder, named by the sha-256 of its content (the same file uploaded
 * twice is one file), written whole then renamed so a reader never sees half of it; never executable.
 */
export async function storeUpload(
  dataDir: string,
  bytes: Buffer,
  policy: UploadPolicy,
): Promise<UploadResponse> {
  const kind = checkUpload(bytes, policy);
  const name = `${createHash('sha256').update(bytes).digest('hex')}.${kind}`;
  const folder = uploadsFolder(dataDir);
  const file = path.join(folder, name);
  if (!(await stat(file).catch(() => null))) {
    await mkdir(folder, { recursive: true });
    const temporary = path.join(folder, `.${name}.${randomBytes(6).toString('hex')}.part`);
    await writeFile(temporary, bytes, { mode: 0o644 });
    await rename(temporary, file);
  }
  return { path: `/media/uploads/${name}`, content_type: uploadKinds[kind].contentType, size: bytes.length };
}
