import type { NewsItem } from '@dappx/shared';
import { XMLParser } from 'fast-xml-parser';

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', textNodeName: '#text' });

type RssItem = {
  title?: unknown;
  link?: unknown;
  pubDate?: unknown;
  enclosure?: { '@url'?: string } | { '@url'?: string }[];
  'media:content'?: { '@url'?: string } | { '@url'?: string }[];
};

const first = <T>(value: T | T[] | undefined): T | undefined => (Array.isArray(value) ? value[0] : value);
const text = (value: unknown): string | undefined => {
  if (typeof value === 'string') return value.trim();
  if (value && typeof value === 'object' && '#text' in value)
    return String((value as { '#text': unknown })['#text']).trim();
  return undefined;
};

/**
 * The link as an absolute http(s) address, read as a browser reads an href; undefined for anything
 * else. Feeds are third-party text and the page makes each link an href: a javascript: or data: link
 * would run in the store's origin when clicked.
 */
export function webLink(link: string): string | undefined {
  if (!URL.canParse(link)) return undefined;
  const url = new URL(link);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
}

const storeMedia = /^\/media\/[\w./-]+$/;

/**
 * The image as the page may show it: an http(s) address, or one of the store's own /media/ files (the
 * demo feed's); undefined for anything else (a javascript: or data: image is third-party script).
 */
export function feedImage(image: string): string | undefined {
  if (storeMedia.test(image) && !image.includes('..')) return image;
  return webLink(image);
}

/**
 * The items of an RSS 2.0 document as news cards; items without a title, a web link, a date or an
 * image the page may show are left out.
 */
export function parseFeed(xml: string): NewsItem[] {
  const document = parser.parse(xml) as { rss?: { channel?: { item?: RssItem | RssItem[] } } };
  const raw = document.rss?.channel?.item;
  const items = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return items.flatMap((item) => {
    const title = text(item.title);
    const link = webLink(text(item.link) ?? '');
    const date = new Date(text(item.pubDate) ?? '');
    const image = feedImage(first(item.enclosure)?.['@url'] ?? first(item['media:content'])?.['@url'] ?? '');
    if (!title || !link || Number.isNaN(date.getTime()) || !image) return [];
    return [{ title, link, pubDate: date.toISOString(), enclosure: { url: image } }];
  });
}
