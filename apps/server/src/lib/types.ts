import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
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

/** HTML a page's static shell shows before the app runs (e.g. the home page's hero); '' for none. */
export type FirstPaint = (pathname: string, acceptLanguage: string | undefined) => Promise<string>;
