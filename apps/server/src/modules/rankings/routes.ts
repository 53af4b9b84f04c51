import { errorCodes, rankingsEndpoints } from '@dappx/shared';
import { AppError } from '../../lib/app-error';
import { cachedByKey } from '../../lib/cached';
import { serveEndpoint } from '../../lib/endpoint';
import type { App, AppDeps } from '../../lib/types';
import { pricedTokensOf } from './hour-prices';
import { readRankings, readRankingsApp, type RankingsRequest } from './ranking-list';

// Distinct queries kept at once: windows × chains × categories × sorts × the first pages.
const cachedQueries = 2_000;

/**
 * The rankings as measured by the store's own indexer. The same query is answered from memory for the
 * catalogue's cache time, so a busy page costs the database one read per query and period; the answer
 * says when it was measured.
 */
export async function rankingsRoutes(app: App, { db, config }: Pick<AppDeps, 'db' | 'config'>) {
  const tokens = config.chains ? pricedTokensOf(config.chains) : [];
  const read = cachedByKey(config.catalogueCacheMs, cachedQueries, (key: string) =>
    readRankings(db, tokens, JSON.parse(key) as RankingsRequest, new Date()),
  );
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
        page: query.page,
      };
      reply.header('cache-control', `public, max-age=${Math.ceil(config.catalogueCacheMs / 1000)}`);
      return read(JSON.stringify(request));
    },
  );
  const readApp = cachedByKey(config.catalogueCacheMs, cachedQueries, (slug: string) =>
    readRankingsApp(db, tokens, slug, new Date()),
  );
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
      if (!answer) throw new AppError(404, errorCodes.notFound, 'No such app in the rankings.');
      reply.header('cache-control', `public, max-age=${Math.ceil(config.catalogueCacheMs / 1000)}`);
      return answer;
    },
  );
}
