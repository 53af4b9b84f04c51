import { breakpoints } from '@/lib/use-breakpoints';

// The server's static first paint of the games page lays out its first grid by the same rule.
export { recommendedColumns } from '@dappx/shared/catalogue-constants';

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

/** A game's page in the store. */
export const gamePath = (game: { _id: string }) => `/games/${encodeURIComponent(game._id)}`;
