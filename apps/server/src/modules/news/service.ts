import fs from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { errorCodes, type NewsItem } from '@dappx/shared';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { cached } from '../../lib/cached';
import { feedImage, parseFeed, webLink } from './feed';
import type { PrivateFeedOrigins } from './feed-address';
import { fetchFeed, maxFeedBytes, type FeedFetchOptions } from './fetch-feed';
import { newsFeeds, newsItems } from './schema';

const MAX_ITEMS = 30;

/** A file feed is the operator's own (NEWS_FEEDS); editors' feeds are http(s) only (the console checks). */
async function readFeed(url: string, options: FeedFetchOptions): Promise<string> {
  if (!url.startsWith('file:')) return fetchFeed(url, options);
  const file = fileURLToPath(url);
  if ((await fs.stat(file)).size > maxFeedBytes)
    throw new Error(`${url} is larger than ${maxFeedBytes} bytes`);
  return fs.readFile(file, 'utf8');
}

/** Every configured feed, merged newest first; a feed that fails is skipped, all failing is an error. */
async function readFeeds(
  feeds: string[],
  options: FeedFetchOptions,
  log: FastifyBaseLogger,
): Promise<NewsItem[]> {
  const reads = await Promise.allSettled(feeds.map(async (feed) => parseFeed(await readFeed(feed, options))));
  reads.forEach((read, index) => {
    if (read.status === 'rejected')
      log.warn({ feed: feeds[index], err: read.reason }, 'news feed unreachable');
  });
  const items = reads.flatMap((read) => (read.status === 'fulfilled' ? read.value : []));
  if (items.length === 0) throw new Error('no news feed answered with items');
  const unique = [...new Map(items.map((item) => [item.link, item])).values()];
  return unique.sort((a, b) => b.pubDate.localeCompare(a.pubDate)).slice(0, MAX_ITEMS);
}

async function remember(db: Db, items: NewsItem[]) {
  await db.transaction(async (tx) => {
    await tx.delete(newsItems);
    await tx.insert(newsItems).values(
      items.map((item) => ({
        link: item.link,
        title: item.title,
        pubDate: new Date(item.pubDate),
        image: item.enclosure.url,
        fetchedAt: sql`now()`,
      })),
    );
  });
}

async function lastGood(db: Db): Promise<NewsItem[]> {
  const rows = await db.select().from(newsItems).orderBy(desc(newsItems.pubDate)).limit(MAX_ITEMS);
  // Rows kept before feed links and images were checked may hold any; they are checked as a feed's are.
  return rows.flatMap((row) => {
    const link = webLink(row.link);
    const image = feedImage(row.image);
    if (!link || !image) return [];
    return [{ link, title: row.title, pubDate: row.pubDate.toISOString(), enclosure: { url: image } }];
  });
}

/** The feeds editors published in the console, in their order; none: the configured ones. */
async function feedsToRead(db: Db, configured: string[]): Promise<string[]> {
  const rows = await db
    .select({ url: newsFeeds.url })
    .from(newsFeeds)
    .where(eq(newsFeeds.hidden, false))
    .orderBy(asc(newsFeeds.position));
  return rows.length > 0 ? rows.map((row) => row.url) : configured;
}

/**
 * The news of the published (else the configured) feeds, read at most once per `ttlMs` per process. When no feed answers,
 * the last good read (kept in the database, shared by every replica) is served instead.
 */
export function createNewsSource(options: {
  db: Db;
  feeds: string[];
  ttlMs: number;
  timeoutMs: number;
  /** Private addresses a feed may be read from (tests' own servers only). */
  allowed: PrivateFeedOrigins;
  log: FastifyBaseLogger;
}) {
  const fetching = { timeoutMs: options.timeoutMs, allowed: options.allowed };
  return cached(options.ttlMs, async () => {
    try {
      const feeds = await feedsToRead(options.db, options.feeds);
      const items = await readFeeds(feeds, fetching, options.log);
      await remember(options.db, items);
      return items;
    } catch (error) {
      const kept = await lastGood(options.db);
      if (kept.length > 0) return kept;
      throw new AppError(503, errorCodes.unavailable, 'News are not available right now.', { cause: error });
    }
  });
}
