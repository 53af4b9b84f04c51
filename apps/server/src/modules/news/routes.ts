import { newsEndpoints } from '@dappx/shared';
import { serveEndpoint } from '../../lib/endpoint';
import type { App, AppDeps } from '../../lib/types';
import { createNewsSource } from './service';

export async function newsRoutes(app: App, { db, config }: Pick<AppDeps, 'db' | 'config'>) {
  const latestNews = createNewsSource({
    db,
    feeds: config.news.feeds,
    ttlMs: config.news.ttlMs,
    timeoutMs: config.news.timeoutMs,
    log: app.log,
  });

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
