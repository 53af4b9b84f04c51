/** A list (ul/ol) without bullets or spacing of its own, laid out as a grid: the cards' lists. */
export const bareGridList = { listStyle: 'none', m: 0, p: 0, display: 'grid' } as const;
