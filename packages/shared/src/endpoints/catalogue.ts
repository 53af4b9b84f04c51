import { declareEndpoints } from '../endpoint';
import type { catalogueEndpointSchemas } from '../catalogue';

/** The store's content (storefront spec, section 3): the same for everyone, so no session. */
export const catalogueEndpoints = declareEndpoints<typeof catalogueEndpointSchemas>()({
  /** Hero slides, What's hot, Weekly Top 15 and Recommended. */
  catalogueHome: { method: 'GET', path: '/v1/catalogue/home', auth: 'public' },
  /** One chart (defi, game, nft or exchange) and its cross-links. */
  catalogueChart: { method: 'GET', path: '/v1/catalogue/charts/:category', auth: 'public' },
  /** The games page's slides and grids. */
  catalogueGames: { method: 'GET', path: '/v1/catalogue/games', auth: 'public' },
  /** One game's page: description, tags, chains, play and store links, similar games. */
  catalogueGame: { method: 'GET', path: '/v1/catalogue/games/:slug', auth: 'public' },
  /** The header's menu and the footer's links. */
  catalogueNavigation: { method: 'GET', path: '/v1/catalogue/navigation', auth: 'public' },
  /** The download page's store buttons. */
  catalogueDownload: { method: 'GET', path: '/v1/catalogue/download', auth: 'public' },
  /** The header's search: apps and games, best matches first. */
  catalogueSearch: { method: 'GET', path: '/v1/search', auth: 'public' },
});
