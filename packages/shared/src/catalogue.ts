/**
 * The store's content, served by our catalogue API. Field names are the storefront spec's (section 3),
 * including its `_id`, snake_case and `commingSoon` spellings, so the web code reads like the spec.
 */
import { z } from 'zod';
import type { EndpointSchemaTable } from './endpoint';
import { chartCategories, languages } from './catalogue-constants';
import { singleLineText } from './text';

export {
  type ChartCategory,
  type CatalogueChainId,
  catalogueChainIds,
  catalogueChains,
  chartCategories,
  chartNames,
  chartNamesIn,
  chartOthers,
  chartRoutes,
  languages,
  recommendedColumns,
} from './catalogue-constants';

export const language = z.enum(languages);
export type Language = z.infer<typeof language>;

export const currency = z.enum(['ETH', 'BSC']);
export type Currency = z.infer<typeof currency>;

export const chartCategory = z.enum(chartCategories);

const imagePair = z.object({ mobile: z.string(), desktop: z.string() });

export const slideButton = z.object({
  id: z.string(),
  text: z.string(),
  link: z.string().optional(),
  /** A click that the page handles itself instead of following a link (the game's Start flow). */
  action: z.enum(['start']).optional(),
});

export const carouselSlide = z.object({
  id: z.string(),
  className: z.string(),
  image: z.object({ en: imagePair, es: imagePair.optional(), pt: imagePair.optional() }),
  title: z.string().optional(),
  titleColor: z.string().optional(),
  excerpt: z.string(),
  textColor: z.string().optional(),
  position: z.number().int(),
  buttons: z.array(slideButton),
  logo: z.string().optional(),
  href: z.string().optional(),
  white_paper: z.string().optional(),
  store: z.string().optional(),
  showStoreLogo: z.boolean(),
  currency: currency.optional(),
  commingSoon: z.boolean(),
  videoOnHover: z.string().optional(),
  videoOnHoverMobile: z.string().optional(),
  mobileLink: z.string().optional(),
});
export type CarouselSlide = z.infer<typeof carouselSlide>;

export const hotTile = z.object({
  _id: z.string(),
  image: z.string(),
  name: z.string(),
  href: z.string(),
  /** External targets open in a new tab; internal ones are routes. */
  external: z.boolean(),
});

export const weeklyTopItem = z.object({
  _id: z.string(),
  rank: z.string(),
  image: z.string(),
  name: z.string(),
  href: z.string(),
  currency: currency,
});
export type WeeklyTopItem = z.infer<typeof weeklyTopItem>;

export const recommendedItem = z.object({
  _id: z.string(),
  image: z.string(),
  name: z.string(),
  href: z.string(),
  currency: currency,
  videoOnHover: z.string().optional(),
});
export type RecommendedItem = z.infer<typeof recommendedItem>;

export const homeCatalogue = z.object({
  slides: z.array(carouselSlide),
  hot: z.array(hotTile),
  weeklyTop: z.array(weeklyTopItem),
  recommended: z.array(recommendedItem),
});
export type HomeCatalogue = z.infer<typeof homeCatalogue>;

export const chartEntry = z.object({
  _id: z.string(),
  rank: z.number().int(),
  image: z.string(),
  image_long: z.string().optional(),
  name: z.string(),
  href: z.string(),
  currency: currency.optional(),
  withLongImage: z.boolean(),
  /** Hidden at window width 960 px or more (the NFT chart's last two cards). */
  hidden: z.boolean(),
  videoOnHover: z.string().optional(),
});
export type ChartEntry = z.infer<typeof chartEntry>;

export const categoryLink = z.object({ _id: z.string(), name: z.string(), href: z.string() });

export const chartCatalogue = z.object({
  category: chartCategory,
  entries: z.array(chartEntry),
  others: z.array(categoryLink),
});
export type ChartCatalogue = z.infer<typeof chartCatalogue>;

export const chartParams = z.strictObject({ category: chartCategory });

export const gameCard = z.object({
  _id: z.string(),
  image: z.string(),
  name: z.string(),
  currency: currency.optional(),
  href: z.string(),
  store: z.string().optional(),
  videoOnHover: z.string().optional(),
  logo: z.string().optional(),
  commingSoon: z.boolean(),
  hashtag: z.array(z.string()),
});
export type GameCard = z.infer<typeof gameCard>;

export const gamesSlide = z.object({
  _id: z.string(),
  className: z.string(),
  image: z.string(),
  title: z.string(),
  excerpt: z.string(),
  bg_image: z.string(),
  link: z.string(),
  link_color: z.string(),
  /** The featured game's slug, whose page the slide's title leads to. */
  game: z.string().optional(),
});
export type GamesSlide = z.infer<typeof gamesSlide>;

/** A network a game runs on; `icon` is its logo when the store has one. */
export const gameChain = z.object({ id: z.string(), name: z.string(), icon: z.string().optional() });
export type GameChain = z.infer<typeof gameChain>;

/** A game's page: its card, its description in the request's language, its chains and a few similar games. */
export const gameDetail = gameCard.extend({
  description: z.string(),
  chains: z.array(gameChain),
  similar: z.array(gameCard),
});
export type GameDetail = z.infer<typeof gameDetail>;

export const gameParams = z.strictObject({
  // Fastify answers a longer path segment with 414 before this runs; the bound documents the same limit.
  slug: z.string().min(1).max(100),
});

/** The games page's grids, in the spec's order (section 2, Games page). */
export const gamesCatalogue = z.object({
  slides: z.array(gamesSlide),
  recommended: z.array(gameCard),
  specialOffersHidden: z.array(gameCard),
  recommendedSecond: z.array(gameCard),
  popular: z.array(gameCard),
  specialOffers: z.array(gameCard),
  recommendedFinal: z.array(gameCard),
});
export type GamesCatalogue = z.infer<typeof gamesCatalogue>;

export const menuItem = z.object({
  label: z.string(),
  href: z.string(),
  target: z.enum(['_self', '_blank']),
  dropdown: z.boolean(),
  dropdown_menu: z.array(
    z.object({ label: z.string(), href: z.string(), target: z.enum(['_self', '_blank']) }),
  ),
  pc_hidden: z.boolean(),
  sp_hidden: z.boolean(),
  disabled: z.boolean(),
});
export type MenuItem = z.infer<typeof menuItem>;

export const footerLink = z.object({
  kind: z.enum(['site', 'social', 'contact']),
  label: z.string(),
  href: z.string(),
  icon: z.string().optional(),
});
export type FooterLink = z.infer<typeof footerLink>;

export const navigationCatalogue = z.object({ menu: z.array(menuItem), footer: z.array(footerLink) });
export type NavigationCatalogue = z.infer<typeof navigationCatalogue>;

/** Store buttons of the download page's browser and wallet rows, and its 'How to use' links. */
export const downloadLink = z.object({
  row: z.enum(['browser', 'wallet', 'how-to-use']),
  platform: z.enum(['windows', 'google-play', 'app-store', 'browser', 'web-app']),
  href: z.string(),
  disabled: z.boolean(),
});

export type DownloadLink = z.infer<typeof downloadLink>;
export const downloadCatalogue = z.object({ links: z.array(downloadLink) });
export type DownloadCatalogue = z.infer<typeof downloadCatalogue>;

export const searchQuery = z.strictObject({
  q: singleLineText({ trim: true })
    .min(1, 'Type something to search for.')
    .max(100, 'Search for at most 100 characters.'),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const searchResult = z.object({
  kind: z.enum(['app', 'game']),
  _id: z.string(),
  name: z.string(),
  image: z.string(),
  href: z.string(),
  category: z.string(),
  currency: currency.optional(),
});
export type SearchResult = z.infer<typeof searchResult>;
export const searchResponse = z.object({ results: z.array(searchResult) });
export type SearchResponse = z.infer<typeof searchResponse>;

/** The schemas of the catalogue endpoints (declared in endpoints/catalogue.ts). */
export const catalogueEndpointSchemas = {
  catalogueHome: { response: homeCatalogue },
  catalogueChart: { params: chartParams, response: chartCatalogue },
  catalogueGames: { response: gamesCatalogue },
  catalogueGame: { params: gameParams, response: gameDetail },
  catalogueNavigation: { response: navigationCatalogue },
  catalogueDownload: { response: downloadCatalogue },
  catalogueSearch: { query: searchQuery, response: searchResponse },
} satisfies EndpointSchemaTable;
