import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

/** An RSS document of the given items (each an `<item>` element). */
export const rss = (...items: string[]) => `<rss version="2.0"><channel>${items.join('')}</channel></rss>`;

/** An item the store shows: a title, an http(s) link and image, a date on November `day`, 2026. */
export const rssItem = (title: string, day: number) =>
  `<item><title>${title}</title><link>https://news.example/${day}</link><pubDate>${new Date(Date.UTC(2026, 10, day)).toUTCString()}</pubDate><enclosure url="https://img.example/${day}.jpg"/></item>`;

/**
 * A real HTTP server on loopback that answers each path as the test tells it (404 for others).
 * `origin` is its `address:port`, as NEWS_FEEDS_ALLOW_PRIVATE takes it.
 */
export async function feedServer() {
  const answers = new Map<string, http.RequestListener>();
  const server = http.createServer((request, response) => {
    const answer = answers.get(request.url ?? '');
    if (answer) answer(request, response);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    port,
    origin: `127.0.0.1:${port}`,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    answer: (path: string, listener: http.RequestListener) => answers.set(path, listener),
    serve: (path: string, xml: string) =>
      answers.set(path, (_request, response) =>
        response.writeHead(200, { 'content-type': 'application/rss+xml' }).end(xml),
      ),
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

export type FeedServer = Awaited<ReturnType<typeof feedServer>>;

/** An RSS file in a folder of its own, as NEWS_FEEDS reads a `file://` feed; `remove` takes the folder away. */
export async function feedFile(xml: string) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dappx-feed-'));
  const file = path.join(dir, 'feed.xml');
  await fs.writeFile(file, xml);
  return { url: `file://${file}`, remove: () => fs.rm(dir, { recursive: true, force: true }) };
}

export type FeedFile = Awaited<ReturnType<typeof feedFile>>;
