import path from 'node:path';
import { serverRoot } from '../../lib/paths';

/** The committed hover clips (made once by apps/server/scripts/make-videos.mjs). */
export const videoFolder = path.join(serverRoot, 'media', 'videos');

/** The byte range a Range header asks for, null without one, or 'invalid' when it cannot be served. */
export function parseRange(
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
