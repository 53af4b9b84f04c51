import { errorCodes } from '@dappx/shared';
import type { FastifyReply } from 'fastify';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../../lib/app-error';
import { serverRoot } from '../../lib/paths';

/** The committed hover clips (made once by apps/server/scripts/make-videos.mjs). */
const videoFolder = path.join(serverRoot, 'media', 'videos');

/** The byte range a Range header asks for, null without one, or 'invalid' when it cannot be served. */
function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'invalid' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return 'invalid';
  const [start, end] =
    match[1] === ''
      ? [Math.max(0, size - Number(match[2])), size - 1]
      : [Number(match[1]), match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)];
  return start > end || start >= size ? 'invalid' : { start, end };
}

/** Sends a clip of the folder (a plain file name), whole or the byte range asked for; 404 when there is none. */
export async function sendVideo(reply: FastifyReply, name: string, rangeHeader: string | undefined) {
  const file = path.join(videoFolder, name);
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw new AppError(404, errorCodes.notFound, 'No such video.');
  reply.headers({
    'content-type': 'video/webm',
    'accept-ranges': 'bytes',
    'cache-control': 'public, max-age=31536000, immutable',
  });
  return sendFileRange(reply, file, info.size, rangeHeader);
}

/** Streams a file of `size` bytes, whole or the byte range the request asks for (206, or 416 when it cannot be served). */
export function sendFileRange(
  reply: FastifyReply,
  file: string,
  size: number,
  rangeHeader: string | undefined,
) {
  const range = parseRange(rangeHeader, size);
  if (range === 'invalid') return reply.code(416).header('content-range', `bytes */${size}`).send();
  if (range) {
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', range.end - range.start + 1)
      .send(createReadStream(file, { start: range.start, end: range.end }));
  }
  return reply.header('content-length', size).send(createReadStream(file));
}
