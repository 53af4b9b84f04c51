import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsOperator } from '../../../test/operator-sign-in';
import {
  feedFile,
  feedServer,
  rss,
  rssItem,
  type FeedFile,
  type FeedServer,
} from '../../../test/feed-server';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { newsItems } from './schema';

/** The news the store hands the home page. */
const newsOf = async (t: TestApp) =>
  (await t.app.inject({ method: 'GET', url: '/crypto/news' })).json().results.data.cointelegraphFeed;

describe('GET /crypto/news', () => {
  it('serves the demo feed by default, newest first, in the spec’s nesting', async () => {
    const t = await createTestApp();
    try {
      const response = await t.app.inject({ method: 'GET', url: '/crypto/news' });
      expect(response.statusCode).toBe(200);
      const feed = response.json().results.data.cointelegraphFeed;
      expect(feed).toHaveLength(6);
      expect(feed[0]).toEqual({
        title: 'Five on-chain games to try this weekend',
        link: 'https://blog.dappx.com/five-on-chain-games',
        pubDate: '2026-11-20T09:00:00.000Z',
        enclosure: { url: '/media/art/on-chain-games.svg' },
      });
      const dates = feed.map((entry: { pubDate: string }) => entry.pubDate);
      expect([...dates].sort().reverse()).toEqual(dates);
    } finally {
      await t.close();
    }
  });

  describe('with a remote feed', () => {
    let feed: FeedServer;
    let t: TestApp;
    let localFeed: FeedFile;

    beforeAll(async () => {
      feed = await feedServer();
      localFeed = await feedFile(rss(rssItem('Local story', 2)));
      t = await createTestApp({
        NEWS_FEEDS: `${feed.url('/feed.xml')}, ${localFeed.url}`,
        NEWS_FEEDS_ALLOW_PRIVATE: feed.origin,
        NEWS_TTL_MS: '0',
      });
    });
    afterAll(async () => {
      await t.close();
      await feed.close();
    });

    const titles = async () => {
      const response = await t.app.inject({ method: 'GET', url: '/crypto/news' });
      return {
        status: response.statusCode,
        titles: response.json().results?.data.cointelegraphFeed.map((e: { title: string }) => e.title),
      };
    };

    it('merges every feed newest first', async () => {
      feed.serve('/feed.xml', rss(rssItem('Older remote', 1), rssItem('Newest remote', 3)));
      expect(await titles()).toEqual({
        status: 200,
        titles: ['Newest remote', 'Local story', 'Older remote'],
      });
    });

    it('skips a feed that fails while another answers', async () => {
      feed.answer('/feed.xml', (_request, response) => response.writeHead(502).end());
      expect(await titles()).toEqual({ status: 200, titles: ['Local story'] });
    });

    it('serves the last good read when no feed answers', async () => {
      await localFeed.remove();
      expect(await titles()).toEqual({ status: 200, titles: ['Local story'] });
      expect(t.logs.some((line) => line.msg === 'news feed unreachable')).toBe(true);
    });
  });

  it('never hands the page a link that is not a web address', async () => {
    const linked = (title: string, link: string) => rssItem(title, 5).replace('https://news.example/5', link);
    const file = await feedFile(
      rss(
        linked('Script', 'javascript:alert(document.cookie)'),
        linked('Data', 'data:text/html,x'),
        rssItem('Web', 4),
      ),
    );
    const t = await createTestApp({ NEWS_FEEDS: file.url, NEWS_TTL_MS: '0' });
    try {
      const news = () => newsOf(t);
      expect(await news()).toEqual([
        expect.objectContaining({ title: 'Web', link: 'https://news.example/4' }),
      ]);

      // A last good read kept before links were checked is checked on its way out too.
      await t.db.insert(newsItems).values({
        link: 'javascript:alert(1)',
        title: 'Kept script',
        pubDate: new Date(),
        image: '/media/art/a.svg',
      });
      await file.remove();
      expect((await news()).map((entry: { title: string }) => entry.title)).toEqual(['Web']);
    } finally {
      await t.close();
    }
  });

  it('never hands the page an image that is not a web address or one of the store’s media files', async () => {
    const pictured = (title: string, image: string) =>
      rssItem(title, 6)
        .replace('https://img.example/6.jpg', image)
        .replace('news.example/6', `news.example/${title}`);
    const file = await feedFile(
      rss(
        pictured('Script', 'javascript:alert(document.cookie)'),
        pictured('Data', 'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9ImFsZXJ0KDEpIi8+'),
        pictured('Climbing', '/media/../admin/secret.png'),
        pictured('Media', '/media/art/a.svg'),
        rssItem('Web', 4),
      ),
    );
    const t = await createTestApp({ NEWS_FEEDS: file.url, NEWS_TTL_MS: '0' });
    try {
      const news = () => newsOf(t);
      expect(await news()).toEqual([
        expect.objectContaining({ title: 'Media', enclosure: { url: '/media/art/a.svg' } }),
        expect.objectContaining({ title: 'Web', enclosure: { url: 'https://img.example/4.jpg' } }),
      ]);

      // A last good read kept before images were checked is checked on its way out too.
      await t.db.insert(newsItems).values({
        link: 'https://news.example/kept',
        title: 'Kept script',
        pubDate: new Date(),
        image: 'javascript:alert(1)',
      });
      await file.remove();
      expect((await news()).map((entry: { title: string }) => entry.title)).toEqual(['Media', 'Web']);
    } finally {
      await t.close();
    }
  });

  it('answers 503 when no feed answers and nothing was ever read', async () => {
    const t = await createTestApp({
      NEWS_FEEDS: 'http://127.0.0.1:9/none.xml',
      NEWS_FEEDS_ALLOW_PRIVATE: '127.0.0.1:9',
      NEWS_TIMEOUT_MS: '500',
    });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/crypto/news' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: 'News are not available right now.', code: 'UNAVAILABLE' });
    } finally {
      await t.close();
    }
  });
});

describe('news feeds set by an editor in the console', () => {
  it('reads the feeds an editor published instead of the configured ones, and refuses one that is not http(s)', async () => {
    const feed = await feedServer();
    feed.serve('/feed.xml', rss(rssItem('From the console feed', 3)));
    const t = await createTestApp({ NEWS_FEEDS_ALLOW_PRIVATE: feed.origin });
    try {
      const titles = async () => (await newsOf(t)).map((news: { title: string }) => news.title);
      expect(await titles()).not.toContain('From the console feed');
      const editor = await signInAsOperator(t.app, t.db, 'editor');
      const add = (url: string) =>
        t.app.inject({
          method: 'POST',
          url: '/admin/api/catalogue',
          headers: editor.headers,
          payload: { table: 'news-feeds', fields: { url } },
        });
      const refused = await add('file:///etc/passwd');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('fields.url must be an http:// or https:// address.');
      expect((await add(feed.url('/feed.xml'))).statusCode).toBe(200);
      // The long news cache is cleared by the catalogue's announcement, which arrives a moment later.
      await expect.poll(titles, { timeout: 2_000, interval: 50 }).toEqual(['From the console feed']);
    } finally {
      await t.close();
      await feed.close();
    }
  });

  it('refuses at once a feed on the server’s own machine or a private network, in the editor’s language', async () => {
    const t = await createTestApp();
    try {
      const editor = await signInAsOperator(t.app, t.db, 'editor');
      const save = (url: string, language = 'en', row?: string) =>
        t.app.inject({
          method: 'POST',
          url: row ? `/admin/api/catalogue/rows/${row}` : '/admin/api/catalogue',
          headers: { ...editor.headers, 'accept-language': language },
          payload: { table: 'news-feeds', fields: { url } },
        });
      const privateFeeds = [
        'http://127.0.0.1:8080/feed.xml',
        'http://localhost/feed.xml',
        'https://LOCALHOST./feed.xml',
        'http://[::1]/feed.xml',
        'http://[::ffff:127.0.0.1]/feed.xml',
        'http://2130706433/feed.xml',
        'http://0x7f.1/feed.xml',
        'http://169.254.169.254/latest/meta-data/',
        'http://10.0.0.5/rss',
        'http://192.168.1.1/rss',
        'http://0.0.0.0:54329/',
      ];
      for (const url of privateFeeds) {
        const refused = await save(url);
        expect({ url, status: refused.statusCode, body: refused.json() }).toEqual({
          url,
          status: 400,
          body: {
            message:
              "A news feed must be on the public internet: this address is the store's own machine or a private network.",
            code: 'VALIDATION',
          },
        });
      }
      expect((await save('http://127.0.0.1/rss', 'es')).json().message).toBe(
        'Un canal de noticias debe estar en internet pública: esta dirección es la propia máquina de la tienda o una red privada.',
      );
      expect((await save('http://127.0.0.1/rss', 'pt')).json().message).toBe(
        'Um feed de notícias deve estar na internet pública: este endereço é a própria máquina da loja ou uma rede privada.',
      );

      // A public feed is saved; changing it to a private address is refused the same way and changes nothing.
      const saved = await save('https://news.example/feed.xml');
      expect(saved.statusCode).toBe(200);
      expect((await save('http://169.254.169.254/', 'en', saved.json().id)).statusCode).toBe(400);
      const rows = await t.app.inject({
        method: 'GET',
        url: '/admin/api/catalogue/news-feeds',
        headers: editor.headers,
      });
      expect(rows.json().rows.map((row: { url: string }) => row.url)).toEqual([
        'https://news.example/feed.xml',
      ]);
    } finally {
      await t.close();
    }
  });
});
