import { cardFrameSx } from './card-frame';

// Layouts the market's pages share with their first paint.

/** The market's pages' column: the market, a collection's page. */
export const marketPageSx = {
  maxWidth: 1280,
  mx: 'auto',
  px: { xs: 2, md: 4 },
  py: { xs: 3, md: 5 },
} as const;

/**
 * The market's search field: sharing a phone's row with the IMX button, of a set width from 600 px (not
 * the input's own default size, which its first paint's stand-in could not know).
 */
export const marketSearchSx = { flex: { xs: 1, sm: 'none' }, minWidth: 0, width: { sm: 290 } } as const;

/** An item's card: a row on phones, a column in the grid. */
export const itemCardSx = cardFrameSx({ xs: 'row', sm: 'column' });

/** A collection's tile in the market's row of them. */
export const collectionTileSx = (selected: boolean) =>
  ({
    display: 'flex',
    gap: 1.5,
    alignItems: 'center',
    flexShrink: 0,
    p: 1,
    pr: 2,
    borderRadius: 3,
    border: 1,
    borderColor: selected ? 'secondary.main' : 'divider',
    bgcolor: 'background.paper',
  }) as const;
