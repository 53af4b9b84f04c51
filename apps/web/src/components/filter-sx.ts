/** A filter bar's select: a fixed width on wide screens, sharing a phone's row with the others. */
export const filterSx = { minWidth: 190, flex: { xs: '1 1 150px', sm: 'none' } };
