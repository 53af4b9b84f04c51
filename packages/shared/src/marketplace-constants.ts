// The market's constants without zod: the page's first load uses them to start the market's first call.

/** Spec page size of the NFT token grid (section 9). */
export const nftPageSize = 36;

export const marketStatuses = ['all', 'available', 'sold'] as const;
export const marketSorts = ['price-asc', 'price-desc'] as const;
