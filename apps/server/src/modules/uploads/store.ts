import {
  errorCodes,
  uploadKinds,
  uploadLimits,
  uploadPathPattern,
  uploadsTexts,
  type UploadExtension,
  type UploadResponse,
} from '@dappx/shared';
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { fileKindOf } from './file-kind';
import { keepUpload, uploadSize } from './repository';

/** Who uploads decides what may come: an editor's images and videos, or a submitter's logo. */
export type UploadPolicy = 'media' | 'logo';

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
export async function isStoredUpload(db: DbExecutor, uploadPath: string): Promise<boolean> {
  if (!uploadPathPattern.test(uploadPath)) return false;
  return (await uploadSize(db, path.posix.basename(uploadPath))) !== undefined;
}

/** The name a file is kept and served under: the sha-256 of its bytes and the extension of its kind. */
export const uploadNameOf = (bytes: Buffer, kind: UploadExtension) =>
  `${createHash('sha256').update(bytes).digest('hex')}.${kind}`;

/** Keeps the checked file in the database, where every replica serves it from. */
export async function storeUpload(
  db: DbExecutor,
  bytes: Buffer,
  policy: UploadPolicy,
): Promise<UploadResponse> {
  const kind = checkUpload(bytes, policy);
  const name = uploadNameOf(bytes, kind);
  await keepUpload(db, name, bytes);
  return { path: `/media/uploads/${name}`, content_type: uploadKinds[kind].contentType, size: bytes.length };
}
