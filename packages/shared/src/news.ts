import { z } from 'zod';
import type { EndpointSchemaTable } from './endpoint';

/** What the news calls answer in words (es and pt in server-texts.ts). */
export const newsTexts = {
  privateFeed:
    "A news feed must be on the public internet: this address is the store's own machine or a private network.",
} as const;

/** A news card (storefront spec, section 3): link, pubDate, title, enclosure.url (image). */
export const newsItem = z.object({
  link: z.string(),
  pubDate: z.string(),
  title: z.string(),
  enclosure: z.object({ url: z.string() }),
});
export type NewsItem = z.infer<typeof newsItem>;

/** The answer's nesting is the spec's: results.data.cointelegraphFeed. */
export const newsResponse = z.object({
  results: z.object({ data: z.object({ cointelegraphFeed: z.array(newsItem) }) }),
});
export type NewsResponse = z.infer<typeof newsResponse>;

/** The schemas of the news endpoints (declared in endpoints/news.ts). */
export const newsEndpointSchemas = {
  cryptoNews: { response: newsResponse },
} satisfies EndpointSchemaTable;
