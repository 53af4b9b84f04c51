import { errorCodes, rankingsEndpoints } from '@dappx/shared';
import { AppError } from '../../lib/app-error';
import { cachedByKey } from '../../lib/cached';
import { serveEndpoint } from '../../lib/endpoint';
import type { App, AppDeps } from '../../lib/types';
import { pricedTokensOf, type PricedToken } from './hour-prices';
import { listedCount, readRankings, readRankingsApp, type RankingsRequest } from './ranking-list';
import { decodeCursor, readRankingsTrace, type TraceRequest } from './trace';
import { readKeptRankings, readKeptRankingsApp } from './window-figures-read';

// Distinct queries kept at once: windows × chains × categories × sorts × the first pages.
const cachedQueries = 2_000;

/**
 * The rankings as measured by the store's own indexer: from the figures it keeps per window, else
 * measured on the spot (window-figures-read.ts says when). The same query is answered from memory for the
 * catalogue's cache time, so a busy page costs the database one read per query and period; the answer
 * says when it was measured.
 */
export async function rankingsRoutes(app: App, { db, config }: Pick<AppDeps, 'db' | 'config'>) {
  const tokens = config.chains ? pricedTokensOf(config.chains) : [];
  const read = cachedByKey(config.catalogueCacheMs, cachedQueries, async (key: string) => {
    const request = JSON.parse(key) as RankingsRequest;
    const now = new Date();
    return (await readKeptRankings(db, request, now)) ?? readRankings(db, tokens, request, now);
  });
  serveEndpoint(
    app,
    rankingsEndpoints.rankings,
    { tags: ['rankings'], summary: 'The apps ranked by their measured on-chain activity' },
    async ({ query, reply }) => {
      const request: RankingsRequest = {
        window: query.window,
        chain: query.chain,
        category: query.category,
        sort: query.sort,
        figures: query.figures,
        page: query.page,
      };
      reply.header('cache-control', cacheControlOf(config));
      return read(JSON.stringify(request));
    },
  );
  const readApp = cachedByKey(config.catalogueCacheMs, cachedQueries, async (slug: string) => {
    const now = new Date();
    return (await readKeptRankingsApp(db, slug, now)) ?? readRankingsApp(db, tokens, slug, now);
  });
  serveEndpoint(
    app,
    rankingsEndpoints.rankingsApp,
    {
      tags: ['rankings'],
      summary: 'One app’s measured figures per window and chain, its contracts and how fresh they are',
      errors: [404],
    },
    async ({ params, reply }) => {
      const answer = await readApp(params.slug);
      if (!answer) throw notListed();
      reply.header('cache-control', cacheControlOf(config));
      return answer;
    },
  );
  rankingsTraceRoute(app, { db, config }, tokens);
}

/** Answers stay fresh in browsers and proxies as long as in our own cache. */
const cacheControlOf = (config: AppDeps['config']) =>
  `public, max-age=${Math.ceil(config.catalogueCacheMs / 1000)}`;

const notListed = () => new AppError(404, errorCodes.notFound, 'No such app in the rankings.');

/** The transactions behind an app's figures, a page at a time: cached per page like the figures. */
function rankingsTraceRoute(app: App, { db, config }: Pick<AppDeps, 'db' | 'config'>, tokens: PricedToken[]) {
  const readTrace = cachedByKey(config.catalogueCacheMs, cachedQueries, async (key: string) => {
    const request = JSON.parse(key) as TraceRequest;
    const listed = await listedCount(db, {
      window: request.window,
      chain: 'all',
      sort: 'uaw',
      page: 1,
      slug: request.slug,
    });
    if (listed === 0) return undefined;
    return readRankingsTrace(db, { tokens, chains: config.chains }, request, new Date());
  });
  serveEndpoint(
    app,
    rankingsEndpoints.rankingsTrace,
    {
      tags: ['rankings'],
      summary: 'The transactions and transfers behind an app’s figures over a window: they add up to them',
      errors: [400, 404],
    },
    async ({ params, query, reply }) => {
      if (query.cursor !== undefined && !decodeCursor(query.cursor))
        throw new AppError(
          400,
          errorCodes.validation,
          'This cursor is not the next cursor of a page of these transactions.',
        );
      const request: TraceRequest = {
        slug: params.slug,
        window: query.window,
        chain: query.chain,
        cursor: query.cursor,
      };
      const answer = await readTrace(JSON.stringify(request));
      if (!answer) throw notListed();
      reply.header('cache-control', cacheControlOf(config));
      return answer;
    },
  );
}
