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

/** The items of an RSS 2.0 document as news cards; items without a title, link, date or image are left out. */
export function parseFeed(xml: string): NewsItem[] {
  const document = parser.parse(xml) as { rss?: { channel?: { item?: RssItem | RssItem[] } } };
  const raw = document.rss?.channel?.item;
  const items = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return items.flatMap((item) => {
    const title = text(item.title);
    const link = text(item.link);
    const date = new Date(text(item.pubDate) ?? '');
    const image = first(item.enclosure)?.['@url'] ?? first(item['media:content'])?.['@url'];
    if (!title || !link || Number.isNaN(date.getTime()) || !image) return [];
    return [{ title, link, pubDate: date.toISOString(), enclosure: { url: image } }];
  });
}
