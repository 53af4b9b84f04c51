import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { FirstPaintLanguage, FirstPaintSlot, FirstPaintTemplates, PageText } from '@dappx/shared';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Mailer } from '../mail/mailer';

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What route modules need from the outside world; passed in, never imported, so tests build their own. */
export type AppDeps = { config: Config; db: Db; mailer: Mailer };

/** What the modules' background loops need; workers.ts, which knows them all, starts them. */
export type WorkerDeps = { config: Config; db: Db; log: FastifyBaseLogger };

/**
 * A page's first paint (packages/shared/src/first-paint.ts): the template it uses, from one language's
 * set, and its slots' values; undefined for a page drawn by the header alone.
 */
export type FirstPaintContent = {
  template: string;
  text: Partial<Record<FirstPaintSlot, string>>;
  html?: Partial<Record<FirstPaintSlot, string>>;
};
export type FirstPaint = (
  pathname: string,
  language: FirstPaintLanguage,
  templates: FirstPaintTemplates,
  /** The page's query string, which some pages open by (the market's linked search). */
  query: URLSearchParams,
) => Promise<FirstPaintContent | undefined>;

/** A page's own title and description when its content names it (a game's page); undefined for the path's usual one. */
export type PageTextOf = (pathname: string, language: FirstPaintLanguage) => Promise<PageText | undefined>;
