import { catalogueEndpoints } from '@dappx/shared';
import type { FastifyReply } from 'fastify';
import { cached, cachedByKey } from '../../lib/cached';
import { serveEndpoint } from '../../lib/endpoint';
import { gamesFirstPaint, homeFirstPaint } from './first-paint';
import type { App, AppDeps, FirstPaint } from '../../lib/types';
import {
  readChart,
  readDownload,
  readGames,
  readHeroSlides,
  readHome,
  readNavigation,
  search,
} from './repository';

/** Content changes rarely and is the same for everyone: browsers and CDNs may keep it a minute. */
const cacheable = (reply: FastifyReply) => reply.header('cache-control', 'public, max-age=60');

// Enough distinct searches to cover what people type in a burst, few enough to stay small.
const searchCacheKeys = 2_000;

/** The static first paint of the home and games pages, from a catalogue read at most once per `cacheMs`. */
export function catalogueFirstPaint(db: AppDeps['db'], cacheMs: number): FirstPaint {
  const heroSlides = cached(cacheMs, () => readHeroSlides(db));
  const games = cached(cacheMs, () => readGames(db));
  return async (pathname, language, templates) => {
    if (pathname === '/') return homeFirstPaint(await heroSlides(), language, templates);
    if (pathname === '/games') return gamesFirstPaint(await games(), templates);
    return undefined;
  };
}

type Db = AppDeps['db'];

export async function catalogueRoutes(app: App, { db, cacheMs }: Pick<AppDeps, 'db'> & { cacheMs: number }) {
  registerHome(app, db);
  registerChart(app, db);
  registerGames(app, db);
  registerNavigation(app, db);
  registerDownload(app, db);
  registerSearch(app, db, cacheMs);
}

const tags = ['catalogue'];

function registerHome(app: App, db: Db) {
  serveEndpoint(
    app,
    catalogueEndpoints.catalogueHome,
    { tags, summary: 'Hero slides, What’s hot, Weekly Top 15 and Recommended' },
    ({ reply }) => {
      cacheable(reply);
      return readHome(db);
    },
  );
}

function registerChart(app: App, db: Db) {
  serveEndpoint(
    app,
    catalogueEndpoints.catalogueChart,
    { tags, summary: 'One chart (defi, game, nft or exchange) and its cross-links' },
    ({ params, reply }) => {
      cacheable(reply);
      return readChart(db, params.category);
    },
  );
}

function registerGames(app: App, db: Db) {
  serveEndpoint(app, catalogueEndpoints.catalogueGames, { tags, summary: 'The games page' }, ({ reply }) => {
    cacheable(reply);
    return readGames(db);
  });
}

function registerNavigation(app: App, db: Db) {
  serveEndpoint(
    app,
    catalogueEndpoints.catalogueNavigation,
    { tags, summary: 'Menu items and footer links' },
    ({ reply }) => {
      cacheable(reply);
      return readNavigation(db);
    },
  );
}

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

function registerSearch(app: App, db: Db, cacheMs: number) {
  // Everyone typing the same letters gets one database query per cacheMs.
  const searchCached = cachedByKey(cacheMs, searchCacheKeys, (key: string) => {
    const [limit, q] = [Number(key.slice(0, key.indexOf(':'))), key.slice(key.indexOf(':') + 1)];
    return search(db, q, limit);
  });

  serveEndpoint(
    app,
    catalogueEndpoints.catalogueSearch,
    { tags, summary: 'Apps and games by name, category or chain, best matches first' },
    async ({ query }) => ({ results: await searchCached(`${query.limit}:${query.q.toLowerCase()}`) }),
  );
}
