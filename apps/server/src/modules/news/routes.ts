import { apiError, newsResponse } from '@dappx/shared';
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

  app.get(
    '/crypto/news',
    {
      schema: {
        tags: ['news'],
        summary: 'News cards from the configured RSS feeds (the last good read when none answers)',
        response: { 200: newsResponse, 503: apiError },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { results: { data: { cointelegraphFeed: await latestNews() } } };
    },
  );
}
