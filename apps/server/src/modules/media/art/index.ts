import { appMark, appMarkLong, markSlugs } from './app-marks';
import { keyArt, keyArtSlugs } from './key-art';

/** Every slug /media/art answers: app marks, their long forms, and key art. */
export const artSlugs = [...markSlugs, ...markSlugs.map((slug) => `${slug}-long`), ...keyArtSlugs];

/** The artwork named by slug, or undefined: there is no fallback tile of initials. */
export const artFor = (slug: string): string | undefined =>
  appMark(slug) ?? appMarkLong(slug) ?? keyArt(slug);
