import type { UploadExtension } from '@dappx/shared';

const ascii = (bytes: Uint8Array, start: number, text: string) =>
  text.split('').every((char, index) => bytes[start + index] === char.charCodeAt(0));

const startsWith = (bytes: Uint8Array, prefix: number[]) =>
  prefix.every((byte, index) => bytes[index] === byte);

/** WebM is Matroska (EBML) whose header names the `webm` document type near the start. */
function isWebm(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return false;
  return Buffer.from(bytes.subarray(0, 64)).includes('webm');
}

/**
 * The file's type read from its first bytes (its "magic"), never from a name or a header the client
 * chose: a file that claims to be a PNG but is HTML or SVG (which could run script) is nothing we keep.
 */
export function fileKindOf(bytes: Uint8Array): UploadExtension | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')) return 'gif';
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return 'webp';
  if (ascii(bytes, 4, 'ftyp')) return 'mp4';
  if (isWebm(bytes)) return 'webm';
  return undefined;
}
