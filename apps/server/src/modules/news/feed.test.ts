import { describe, expect, it } from 'vitest';
import { parseFeed } from './feed';

const rss = (items: string) =>
  `<?xml version="1.0"?><rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"><channel><title>t</title>${items}</channel></rss>`;

describe('parseFeed', () => {
  it('reads title, link, date and the enclosure or media image of each item', () => {
    const items = parseFeed(
      rss(`
      <item><title>Bitcoin &amp; friends</title><link>https://news.example/a</link>
        <pubDate>Tue, 03 Nov 2026 10:00:00 +0000</pubDate><enclosure url="https://img.example/a.jpg" type="image/jpeg"/></item>
      <item><title><![CDATA[Ether <rises>]]></title><link>https://news.example/b</link>
        <pubDate>Wed, 04 Nov 2026 08:30:00 GMT</pubDate><media:content url="https://img.example/b.jpg" medium="image"/></item>`),
    );
    expect(items).toEqual([
      {
        title: 'Bitcoin & friends',
        link: 'https://news.example/a',
        pubDate: '2026-11-03T10:00:00.000Z',
        enclosure: { url: 'https://img.example/a.jpg' },
      },
      {
        title: 'Ether <rises>',
        link: 'https://news.example/b',
        pubDate: '2026-11-04T08:30:00.000Z',
        enclosure: { url: 'https://img.example/b.jpg' },
      },
    ]);
  });

  it('keeps only items whose link opens a web page over http(s), as the browser will read it', () => {
    const item = (link: string) =>
      `<item><title>t</title><link>${link}</link><pubDate>Tue, 03 Nov 2026 10:00:00 GMT</pubDate>` +
      `<enclosure url="/media/art/a.svg"/></item>`;
    const links = [
      'javascript:alert(document.cookie)',
      ' JavaScript:alert(1)',
      'java&#x09;script:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      '//evil.example/phish',
      '/relative/path',
      'http://news.example/ok?a=1&amp;b=2',
      'https:news.example',
      'HTTPS://News.Example/Upper',
    ];
    expect(parseFeed(rss(links.map(item).join(''))).map((news) => news.link)).toEqual([
      'http://news.example/ok?a=1&b=2',
      'https://news.example/',
      'https://news.example/Upper',
    ]);
  });

  it('keeps only items whose image is an http(s) address or one of the store’s own media files', () => {
    const item = (image: string, day: number) =>
      `<item><title>t</title><link>https://news.example/${day}</link>` +
      `<pubDate>Tue, 03 Nov 2026 10:00:00 GMT</pubDate><enclosure url="${image}"/></item>`;
    const images = [
      'javascript:alert(document.cookie)',
      ' JavaScript:alert(1)',
      'data:image/svg+xml;base64,PHN2Zz4=',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      '//evil.example/a.png',
      '/media/../admin/a.png',
      '/api/users',
      'https://img.example/a.jpg',
      'http://img.example/b.jpg',
      '/media/art/c.svg',
    ];
    const kept = parseFeed(rss(images.map(item).join(''))).map((news) => news.enclosure.url);
    expect(kept).toEqual(['https://img.example/a.jpg', 'http://img.example/b.jpg', '/media/art/c.svg']);
  });

  it('leaves out items it cannot show and survives a single item or none', () => {
    expect(
      parseFeed(rss('<item><title>No link</title><pubDate>Tue, 03 Nov 2026 10:00:00 GMT</pubDate></item>')),
    ).toEqual([]);
    expect(
      parseFeed(
        rss('<item><title>Bad date</title><link>l</link><pubDate>soon</pubDate><enclosure url="i"/></item>'),
      ),
    ).toEqual([]);
    expect(parseFeed(rss(''))).toEqual([]);
    expect(parseFeed('<html>not a feed</html>')).toEqual([]);
  });
});
