import { breakpoints } from '@/lib/use-breakpoints';

/** A Recommended grid with 3 items uses 3 columns, otherwise 2 (spec 2, Games page). */
export const recommendedColumns = (count: number) => (count === 3 ? 3 : 2);

/** Popular Games: 4 per row on desktop (spec 2), 2 per row below 960 px. */
export function popularColumns(width: number): number {
  if (width < breakpoints.narrow) return 2;
  return 4;
}

/** On phones every grid shows one card per row, so cards keep a usable size. */
export const columnsAt = (width: number, wanted: number) => (width < breakpoints.mobile ? 1 : wanted);

/** The name and button labels appear only on cards wider than 587 px (spec 2 and 9). */
export const showsLabels = (cardWidth: number) => cardWidth > breakpoints.cardLabels;

/** Hover videos play on everything but phones (spec 2: not on mobile, < 600 px). */
export const playsHoverVideo = (viewportWidth: number, video: string | undefined) =>
  Boolean(video) && viewportWidth >= breakpoints.mobile;
