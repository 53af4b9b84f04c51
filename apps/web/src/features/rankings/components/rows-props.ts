import type { RankingsBasis, RankingsRow, RankingsSort, RankingsWindow } from '@dappx/shared/rankings';

/** Where a row leads: the app's own page, and the transactions behind its figures. */
export type RowLinks = { app: (slug: string) => string | undefined; trace: (slug: string) => string };

/** What the table and the phone's cards show alike: `rows` already on `basis` (figuresOfBasis). */
export type RowsProps = {
  rows: RankingsRow[];
  sort: RankingsSort;
  window: RankingsWindow;
  basis: RankingsBasis;
  links: RowLinks;
};
