import { newsEndpoints } from '@dappx/shared';
import type { CacheGroup } from '../../lib/cached';
import { serveEndpoint } from '../../lib/endpoint';
import type { App, AppDeps } from '../../lib/types';
import { createNewsSource } from './service';

/** `caches`: cleared when an editor changes the feeds (through the catalogue's announcement). */
export async function newsRoutes(
  app: App,
  { db, config, caches }: Pick<AppDeps, 'db' | 'config'> & { caches: CacheGroup },
) {
  const latestNews = caches.add(
    createNewsSource({
      db,
      feeds: config.news.feeds,
      ttlMs: config.news.ttlMs,
      timeoutMs: config.news.timeoutMs,
      allowed: config.news.allowPrivate,
      log: app.log,
    }),
  );

  serveEndpoint(
    app,
    newsEndpoints.cryptoNews,
    {
      tags: ['news'],
      summary: 'News cards from the configured RSS feeds (the last good read when none answers)',
      errors: [503],
    },
    async ({ reply }) => {
      reply.header('cache-control', 'public, max-age=300');
      return { results: { data: { cointelegraphFeed: await latestNews() } } };
    },
  );
}
