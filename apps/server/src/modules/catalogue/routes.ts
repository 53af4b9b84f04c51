import {
  catalogueEndpoints,
  errorCodes,
  gamePageText,
  languages,
  type GameDetail,
  type Language,
} from '@dappx/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { cachedByKey, cachedRefreshedBehind, type CacheGroup } from '../../lib/cached';
import { serveEndpoint } from '../../lib/endpoint';
import { languageOf, varyByLanguage } from '../../lib/language';
import { catalogueAdminRoutes } from './admin-routes';
import { gameFirstPaint, gamesFirstPaint, homeFirstPaint } from './first-paint';
import type { App, AppDeps, FirstPaint, PageTextOf } from '../../lib/types';
import {
  readChart,
  readDownload,
  readGame,
  readGames,
  readHeroSlides,
  readHome,
  readNavigation,
  searchIndexReader,
} from './repository';

/**
 * The same for everyone, but an editor's change must show at once: browsers and CDNs may keep a copy
 * only if they ask again before using it (each process answers from its own cache, cleared on a change).
 */
const cacheable = (reply: FastifyReply) => reply.header('cache-control', 'public, no-cache');

/**
 * Content in the visitor's language (Accept-Language, the rule of the error handler): the answer says
 * it varies by that header, so a browser or CDN keeps one copy per language.
 */
function inLanguage(request: FastifyRequest, reply: FastifyReply): Language {
  varyByLanguage(cacheable(reply));
  return languageOf(request);
}

/**
 * What the web app's pages take from the catalogue: the static first paint of the home and games pages
 * and of a game's page, and a game's page title, in the page's language. Each is read at most once per
 * `cacheMs` and language (one cache entry per language and game: none answers for another); a game's
 * first paint and its title come from the same read.
 */
export function catalogueWebPages(
  db: AppDeps['db'],
  cacheMs: number,
  caches: CacheGroup,
): { firstPaint: FirstPaint; pageText: PageTextOf } {
  const game = caches.add(
    cachedByKey(cacheMs, gameCacheKeys, (key: string) => readGame(db, ...gameKeyParts(key))),
  );
  const gameIn = (pathname: string, language: Language) => {
    const slug = gameSlugIn(pathname);
    return slug ? game(`${language}:${slug}`) : undefined;
  };
  return {
    firstPaint: catalogueFirstPaint(db, cacheMs, caches, gameIn),
    pageText: async (pathname, language) => {
      const found = await gameIn(pathname, language);
      return found ? gamePageText(found.name, found.description, language) : undefined;
    },
  };
}

type GameIn = (pathname: string, language: Language) => Promise<GameDetail | undefined> | undefined;

function catalogueFirstPaint(
  db: AppDeps['db'],
  cacheMs: number,
  caches: CacheGroup,
  gameIn: GameIn,
): FirstPaint {
  const entries = languages.length;
  const heroSlides = caches.add(
    cachedByKey(cacheMs, entries, (language: Language) => readHeroSlides(db, language)),
  );
  const games = caches.add(cachedByKey(cacheMs, entries, (language: Language) => readGames(db, language)));
  return async (pathname, language, templates) => {
    if (pathname === '/') return homeFirstPaint(await heroSlides(language), language, templates);
    if (pathname === '/games') return gamesFirstPaint(await games(language), templates);
    const game = gameIn(pathname, language);
    return game && gameFirstPaint(await game, templates);
  };
}

// Games a crawler or a burst of visitors may ask for at once; the store lists a few dozen.
const gameCacheKeys = 500;
const gamePath = /^\/games\/([^/]+)\/?$/;

/** The game a page's path names (`/games/:slug`), decoded; undefined for another path or a bad slug. */
function gameSlugIn(pathname: string): string | undefined {
  const slug = gamePath.exec(pathname)?.[1];
  if (!slug || slug.length > 100) return undefined;
  try {
    return decodeURIComponent(slug);
  } catch {
    return undefined;
  }
}

const gameKeyParts = (key: string): [string, Language] => [key.slice(3), key.slice(0, 2) as Language];

type Db = AppDeps['db'];

/** Every per-process cache of the catalogue joins `caches`, which a change anywhere clears (changes.ts). */
export type CatalogueCaching = { cacheMs: number; caches: CacheGroup };

export async function catalogueRoutes(
  app: App,
  { db, cacheMs, caches }: Pick<AppDeps, 'db'> & CatalogueCaching,
) {
  registerHome(app, db);
  registerChart(app, db);
  registerGames(app, db);
  registerGame(app, db);
  registerNavigation(app, db);
  registerDownload(app, db);
  registerSearch(app, db, cacheMs, caches);
  catalogueAdminRoutes(app, db, caches);
}

const tags = ['catalogue'];

function registerHome(app: App, db: Db) {
  serveEndpoint(
    app,
    catalogueEndpoints.catalogueHome,
    { tags, summary: 'Hero slides, What’s hot, Weekly Top 15 and Recommended' },
    ({ request, reply }) => readHome(db, inLanguage(request, reply)),
  );
}

function registerChart(app: App, db: Db) {
  serveEndpoint(
    app,
    catalogueEndpoints.catalogueChart,
    { tags, summary: 'One chart (defi, game, nft or exchange) and its cross-links' },
    ({ params, request, reply }) => readChart(db, params.category, inLanguage(request, reply)),
  );
}

function registerGames(app: App, db: Db) {
  serveEndpoint(
    app,
    catalogueEndpoints.catalogueGames,
    { tags, summary: 'The games page' },
    ({ request, reply }) => readGames(db, inLanguage(request, reply)),
  );
}

function registerGame(app: App, db: Db) {
  serveEndpoint(
    app,
    catalogueEndpoints.catalogueGame,
    { tags, summary: 'One game’s page: description, tags, chains, links and similar games', errors: [404] },
    async ({ params, request, reply }) => {
      const game = await readGame(db, params.slug, inLanguage(request, reply));
      if (!game) throw new AppError(404, errorCodes.notFound, 'No such game.');
      return game;
    },
  );
}

function registerNavigation(app: App, db: Db) {
  serveEndpoint(
    app,
    catalogueEndpoints.catalogueNavigation,
    { tags, summary: 'Menu items and footer links' },
    ({ request, reply }) => readNavigation(db, inLanguage(request, reply)),
  );
}

/** The download page's links carry no words (their labels are the web app's): no language in them. */
function registerDownload(app: App, db: Db) {
  serveEndpoint(
    app,
    catalogueEndpoints.catalogueDownload,
    { tags, summary: 'The download page' },
    ({ reply }) => {
      cacheable(reply);
      return readDownload(db);
    },
  );
}

/** A search result's texts are names (never translated) and the category's key: no language in it. */
function registerSearch(app: App, db: Db, cacheMs: number, caches: CacheGroup) {
  // Searches run in memory over the catalogue, read once per cacheMs (behind the searches, which go on
  // with the last read meanwhile) and at once after an announced change.
  const searchIndex = caches.add(cachedRefreshedBehind(cacheMs, searchIndexReader(db)));

  serveEndpoint(
    app,
    catalogueEndpoints.catalogueSearch,
    { tags, summary: 'Apps and games by name, category or chain, best matches first' },
    async ({ query }) => ({ results: (await searchIndex()).search(query.q, query.limit) }),
  );
}
