// Zod-free: the store's and the console's upload inputs may import the texts and limits alone.

/** What the upload calls answer (en; es and pt in server-texts.ts). */
export const uploadsTexts = {
  imageTooLarge: 'The file is too large (at most 2 MB).',
  videoTooLarge: 'The file is too large (at most 20 MB).',
  logoTooLarge: 'The file is too large (at most 512 kB).',
  imagesOnly: 'Only PNG, JPEG, WebP or GIF images.',
  imagesOrVideos: 'Only PNG, JPEG, WebP or GIF images, or MP4 or WebM videos.',
  empty: 'The file is empty.',
  noSuchUpload: 'No such upload.',
} as const;

/** The kinds of file the store keeps, by the extension it serves them under. */
export const uploadKinds = {
  png: { contentType: 'image/png', video: false },
  jpg: { contentType: 'image/jpeg', video: false },
  webp: { contentType: 'image/webp', video: false },
  gif: { contentType: 'image/gif', video: false },
  mp4: { contentType: 'video/mp4', video: true },
  webm: { contentType: 'video/webm', video: true },
} as const;
export type UploadExtension = keyof typeof uploadKinds;

/** Size limits in bytes: an operator's image or video, and a submitter's logo. */
export const uploadLimits = {
  image: 2 * 1024 * 1024,
  video: 20 * 1024 * 1024,
  logo: 512 * 1024,
} as const;

/** Where an upload is served: its content's sha-256 and the extension of its checked type. */
export const uploadPathPattern = /^\/media\/uploads\/[0-9a-f]{64}\.(png|jpg|webp|gif|mp4|webm)$/;
