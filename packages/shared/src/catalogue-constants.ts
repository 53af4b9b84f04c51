// The catalogue's plain constants, no zod: the web client's first load imports this module directly.
// ./catalogue builds its schemas on these; nothing here imports back from it.

export const languages = ['en', 'es', 'pt'] as const;
export const chartCategories = ['defi', 'game', 'nft', 'exchange'] as const;
/** One of the charts; the same type as `z.infer<typeof chartCategory>` in ./catalogue. */
export type ChartCategory = (typeof chartCategories)[number];

/** Each chart's route, and the order of its 'Others' cross-links (storefront spec, section 2). */
export const chartRoutes: Record<ChartCategory, string> = {
  defi: '/top-defi-charts',
  game: '/top-game-charts',
  nft: '/top-nft-charts',
  exchange: '/exchange',
};
export const chartNames: Record<ChartCategory, string> = {
  defi: 'DeFi',
  game: 'Game',
  nft: 'NFT',
  exchange: 'Exchange',
};
/** The charts' names in each language (the web app shows the same words from its own texts). */
export const chartNamesIn: Record<(typeof languages)[number], Record<ChartCategory, string>> = {
  en: chartNames,
  es: { defi: 'DeFi', game: 'Juegos', nft: 'NFT', exchange: 'Exchange' },
  pt: { defi: 'DeFi', game: 'Jogos', nft: 'NFT', exchange: 'Exchange' },
};
export const chartOthers: Record<ChartCategory, ChartCategory[]> = {
  defi: ['game', 'nft', 'exchange'],
  game: ['nft', 'defi', 'exchange'],
  nft: ['game', 'defi', 'exchange'],
  exchange: ['game', 'nft', 'defi'],
};

/** A Recommended grid of the games page with 3 items uses 3 columns, otherwise 2 (spec 2, Games page). */
export const recommendedColumns = (count: number): 2 | 3 => (count === 3 ? 3 : 2);

/** The networks the catalogue names (a game's chains, a submitted dapp's), by id, with their names. */
export const catalogueChains = {
  ethereum: 'Ethereum',
  'bnb-chain': 'BNB Chain',
  polygon: 'Polygon',
  'immutable-zkevm': 'Immutable zkEVM',
} as const;
export type CatalogueChainId = keyof typeof catalogueChains;
export const catalogueChainIds = Object.keys(catalogueChains) as [CatalogueChainId, ...CatalogueChainId[]];
