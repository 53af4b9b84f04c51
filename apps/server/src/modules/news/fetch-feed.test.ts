import type { RequestListener } from 'node:http';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedServer, rss, rssItem, type FeedServer } from '../../../test/feed-server';
import { createTestApp } from '../../../test/test-app';

/**
 * Reads /crypto/news once with `env`, as a visitor would: the answer, how long it took, and why each
 * feed was not read (the server's log).
 */
async function readNews(env: Record<string, string>) {
  const t = await createTestApp({ NEWS_TTL_MS: '0', NEWS_TIMEOUT_MS: '5000', ...env });
  try {
    const started = Date.now();
    const response = await t.app.inject({ method: 'GET', url: '/crypto/news' });
    const reasons = t.logs
      .filter((line) => line.msg === 'news feed unreachable')
      .map((line) => (line.err as { message: string }).message);
    return { status: response.statusCode, body: response.body, ms: Date.now() - started, reasons };
  } finally {
    await t.close();
  }
}

const refusedAsNotPublic = /is refused: \S+ is not a public internet address/;

describe('news feeds inside the server’s network', () => {
  let internal: FeedServer;
  beforeAll(async () => {
    internal = await feedServer();
    internal.serve('/feed.xml', rss(rssItem('Internal secret', 3)));
  });
  afterAll(() => internal.close());

  it.each([
    ['127.0.0.1', () => internal.url('/feed.xml')],
    ['localhost, a name that resolves to loopback', () => `http://localhost:${internal.port}/feed.xml`],
    ['127.0.0.1 written as one number', () => `http://2130706433:${internal.port}/feed.xml`],
    ['127.0.0.1 written as IPv4-mapped IPv6', () => `http://[::ffff:127.0.0.1]:${internal.port}/feed.xml`],
  ])('refuses a feed at %s and shows nothing of it', async (_where, feed) => {
    const news = await readNews({ NEWS_FEEDS: feed() });
    expect(news.status).toBe(503);
    expect(news.body).not.toContain('Internal secret');
    expect(news.reasons).toEqual([expect.stringMatching(refusedAsNotPublic)]);
  });

  it('refuses the cloud metadata address without trying to connect', async () => {
    const news = await readNews({ NEWS_FEEDS: 'http://169.254.169.254/latest/meta-data/' });
    expect(news.status).toBe(503);
    expect(news.reasons).toEqual([expect.stringMatching(refusedAsNotPublic)]);
    expect(news.ms).toBeLessThan(2_000);
  });

  it('refuses a feed that redirects into the server’s network, at every hop', async () => {
    // The allowed test server stands in for a public host: the only kind a test can reach offline.
    const outside = await feedServer();
    try {
      const redirect =
        (to: string): RequestListener =>
        (_request, response) =>
          response.writeHead(302, { location: to }).end();
      outside.answer('/to-loopback', redirect(internal.url('/feed.xml')));
      outside.answer('/to-metadata', redirect('http://169.254.169.254/latest/meta-data/'));
      outside.answer('/hop', redirect('/to-loopback'));
      const feeds = ['/to-loopback', '/to-metadata', '/hop'].map((path) => outside.url(path));
      const news = await readNews({ NEWS_FEEDS: feeds.join(','), NEWS_FEEDS_ALLOW_PRIVATE: outside.origin });
      expect(news.status).toBe(503);
      expect(news.body).not.toContain('Internal secret');
      expect(news.reasons).toEqual(feeds.map(() => expect.stringMatching(refusedAsNotPublic)));
    } finally {
      await outside.close();
    }
  });

  it('reads the tests’ own feed server when NEWS_FEEDS_ALLOW_PRIVATE names it', async () => {
    const news = await readNews({
      NEWS_FEEDS: internal.url('/feed.xml'),
      NEWS_FEEDS_ALLOW_PRIVATE: internal.origin,
    });
    expect(news.status).toBe(200);
    expect(news.body).toContain('Internal secret');
  });
});

describe('a news feed too large to read', () => {
  let feed: FeedServer;
  beforeAll(async () => {
    feed = await feedServer();
  });
  afterAll(() => feed.close());
  const read = (path: string) =>
    readNews({ NEWS_FEEDS: feed.url(path), NEWS_FEEDS_ALLOW_PRIVATE: feed.origin });

  it('is cut past 2 MB: nothing of it is shown', async () => {
    const padding = `<!--${' '.repeat(3 * 1024 * 1024)}-->`;
    feed.serve('/large.xml', rss(rssItem('Large feed', 3), padding));
    const news = await read('/large.xml');
    expect(news.status).toBe(503);
    expect(news.body).not.toContain('Large feed');
    expect(news.reasons).toEqual([expect.stringMatching(/sent more than 2097152 bytes/)]);
  });

  it('is cut at once when it never ends, well before the timeout', async () => {
    const chunk = Buffer.alloc(64 * 1024, ' ');
    feed.answer('/endless.xml', (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/rss+xml' });
      response.write(rss(rssItem('Endless feed', 3)).replace('</channel></rss>', '<!--'));
      const more = () => {
        while (!response.destroyed && response.write(chunk));
        if (!response.destroyed) response.once('drain', more);
      };
      more();
    });
    const news = await read('/endless.xml');
    expect(news.status).toBe(503);
    expect(news.reasons).toEqual([expect.stringMatching(/sent more than 2097152 bytes/)]);
    expect(news.ms).toBeLessThan(2_000);
  });

  it('is cut when it decompresses past 2 MB (a gzip bomb), well before the timeout', async () => {
    // 100 MB of XML in about 100 kB: ten gzip members of 10 MB of spaces between the item and the end.
    const spaces = gzipSync(' '.repeat(10 * 1024 * 1024));
    const start = gzipSync(rss(rssItem('Bomb feed', 3)).replace('</channel></rss>', '<!--'));
    const bomb = Buffer.concat([start, ...Array<Buffer>(10).fill(spaces), gzipSync('--></channel></rss>')]);
    feed.answer('/bomb.xml', (_request, response) =>
      response
        .writeHead(200, { 'content-type': 'application/rss+xml', 'content-encoding': 'gzip' })
        .end(bomb),
    );
    const news = await read('/bomb.xml');
    expect(news.status).toBe(503);
    expect(news.body).not.toContain('Bomb feed');
    expect(news.reasons).toEqual([expect.stringMatching(/decompresses to more than 2097152 bytes/)]);
    expect(news.ms).toBeLessThan(2_000);
  });

  it('is read when compressed and within the limit', async () => {
    feed.answer('/small.xml', (_request, response) =>
      response
        .writeHead(200, { 'content-type': 'application/rss+xml', 'content-encoding': 'gzip' })
        .end(gzipSync(rss(rssItem('Compressed feed', 3)))),
    );
    const news = await read('/small.xml');
    expect(news.status).toBe(200);
    expect(news.body).toContain('Compressed feed');
  });
});
