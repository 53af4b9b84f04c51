import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { cacheGroup, type CacheGroup } from './lib/cached';
import { createDrain, type Drain } from './lib/drain';
import { loggerOptions, requestLog, requestLogger, type LogStream } from './lib/logging';
import { serializerCompiler } from './lib/response-serializer';
import type { App, AppDeps } from './lib/types';
import type { Config } from './config';
import { createMailer, type Mailer } from './mail/mailer';
import { chainsRoutes } from './modules/chains';
import { explorerRoutes } from './modules/explorer';
import { catalogueWebPages, catalogueRoutes, listenForCatalogueChanges } from './modules/catalogue';
import { healthRoutes } from './modules/health';
import { launcherRoutes } from './modules/launcher';
import { findUserByAddress, registerAuthentication, usersRoutes } from './modules/users';
import { ledgerRoutes } from './modules/ledger';
import { transfersRoutes } from './modules/transfers';
import { balancesRoutes } from './modules/balances';
import { cachedPriceSource, pricesRoutes, type PriceSource } from './modules/prices';
import { rankingsRoutes } from './modules/rankings';
import { tokenStakingRoutes } from './modules/token-staking';
import { governanceRoutes } from './modules/governance';
import { seasonsRoutes } from './modules/seasons';
import { historyRoutes } from './modules/history';
import { withdrawalsRoutes } from './modules/withdrawals';
import { layer2Routes } from './modules/layer2';
import { marketplaceRoutes, marketWebPages } from './modules/marketplace';
import { mediaRoutes } from './modules/media';
import { newsRoutes, registerFeedAddressCheck } from './modules/news';
import { newsletterRoutes } from './modules/newsletter';
import { contractProofsRoutes } from './modules/contract-proofs';
import { contractSafetyRoutes } from './modules/contract-safety';
import { settingsRoutes } from './modules/settings';
import { operatorsRoutes, registerOperatorAuthentication } from './modules/operators';
import { auditRoutes } from './modules/audit';
import { uploadsRoutes } from './modules/uploads';
import { submissionsRoutes } from './modules/submissions';
import { reviewsRoutes } from './modules/reviews';
import { dashboardRoutes } from './modules/dashboard';
import { registerDocs } from './plugins/docs';
import {
  answerClientError,
  answerFrameworkError,
  maxParamLength,
  registerErrorHandler,
} from './lib/error-handler';
import { registerMetrics } from './plugins/metrics';
import { registerSecurity } from './plugins/security';
import { registerSessionWriteLimit } from './plugins/shared-limits';
import { registerWebApp } from './plugins/web-app';

/** The page talks to the chains' public RPC endpoints when they are not on our own origin. */
function rpcOrigins({ chains, publicUrl }: BuildAppOptions['config']): string[] {
  if (!chains) return [];
  const origins = [chains.l2, ...chains.l1Networks].map((chain) => new URL(chain.publicRpcUrl).origin);
  return [...new Set(origins)].filter((origin) => origin !== new URL(publicUrl).origin);
}

const requestIdPattern = /^[\w.-]{8,128}$/;

export type BuildAppOptions = Omit<AppDeps, 'mailer'> & {
  /** Defaults to SMTP_URL, or .eml files in the outbox folder. */
  mailer?: Mailer;
  latestMigration: string;
  /** Where log lines go; stdout by default. Tests pass a stream to read them. */
  logStream?: LogStream;
  /** Started by whoever stops the process (main.ts); `/readyz` answers 503 from then on. */
  drain?: Drain;
};

export async function buildApp(options: BuildAppOptions) {
  const { config, db, latestMigration } = options;
  const app = createFastify(config, options.logStream);
  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: config.outboxDir,
      logger: app.log,
    });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await registerPlugins(app, { config, db });
  const { catalogueCaches, prices } = await registerRoutes(
    app,
    { config, db, mailer },
    latestMigration,
    options.drain,
  );
  const catalogue = catalogueWebPages(db, config.catalogueCacheMs, catalogueCaches);
  // The market's pages change with each sale: read no more often than the catalogue's.
  const market = marketWebPages({ db, config, cacheMs: config.catalogueCacheMs, prices });
  await registerWebApp(app, config.webDist, {
    connectOrigins: rpcOrigins(config),
    firstPaints: [catalogue.firstPaint, market],
    pageText: catalogue.pageText,
    adminDist: config.adminDist,
  });
  return app;
}

function createFastify(config: Config, logStream: LogStream | undefined) {
  return Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    // One line per request, at a level by what the request was (lib/logging.ts).
    logController: requestLog({ logLevel: config.logLevel, slowMs: config.slowRequestMs }),
    childLoggerFactory: requestLogger,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // A caller's request id is kept so one id follows a request across services.
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && requestIdPattern.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength },
    // What fails before a route (a bad or overlong path) or before Fastify (Node's HTTP parser, e.g. 431)
    // answers in our { message, code } shape too, never repeating the request.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();
}

/** What every route relies on: errors, metrics, security, limits, sign-in and the docs. */
async function registerPlugins(app: App, { config, db }: Omit<AppDeps, 'mailer'>) {
  registerErrorHandler(app);
  registerMetrics(app, { config, db });
  await registerSecurity(app, { config, db });
  registerSessionWriteLimit(app, { db, config });
  registerAuthentication(app, { db, config });
  registerOperatorAuthentication(app, { db });
  registerFeedAddressCheck(app, config.news.allowPrivate);
  await registerDocs(app);
}

/** A change made through any replica clears every replica's catalogue caches at once. */
function clearCataloguesOnChange(app: App, { config, db }: Omit<AppDeps, 'mailer'>): CacheGroup {
  const catalogueCaches = cacheGroup();
  const catalogueChanges = listenForCatalogueChanges(
    { db, directUrl: config.directDatabaseUrl },
    catalogueCaches.clear,
    app.log,
  );
  app.addHook('onClose', () => catalogueChanges.close());
  return catalogueCaches;
}

/** Answers the catalogue's caches and the market's prices, which the web app's first paint reads too. */
async function registerRoutes(
  app: App,
  { config, db, mailer }: AppDeps,
  latestMigration: string,
  drain: Drain = createDrain(),
): Promise<{ catalogueCaches: CacheGroup; prices: PriceSource }> {
  await app.register(healthRoutes, { db, config, latestMigration, drain });
  await app.register(settingsRoutes, { db, config });
  await app.register(newsletterRoutes, { db, mailer, config });
  await app.register(contractProofsRoutes, { db, config });
  await app.register(contractSafetyRoutes, { db, config });
  const catalogueCaches = clearCataloguesOnChange(app, { config, db });
  await app.register(catalogueRoutes, { db, cacheMs: config.catalogueCacheMs, caches: catalogueCaches });
  await app.register(mediaRoutes);
  await app.register(newsRoutes, { db, config, caches: catalogueCaches });
  await app.register(launcherRoutes, { db });
  await app.register(usersRoutes, { db, mailer, config });
  await app.register(transfersRoutes, { db, config });
  await app.register(balancesRoutes, { db, config });
  const prices = cachedPriceSource({ db, config });
  await app.register(pricesRoutes, { db, source: prices });
  await app.register(rankingsRoutes, { db, config });
  await app.register(tokenStakingRoutes, { db, config });
  await app.register(governanceRoutes, { db, config });
  await app.register(seasonsRoutes, { db, config });
  await app.register(historyRoutes, { db, config });
  await app.register(withdrawalsRoutes, { db, config });
  await app.register(layer2Routes, { db, config });
  await app.register(chainsRoutes, { config });
  await app.register(explorerRoutes, { config });
  await app.register(marketplaceRoutes, { db, config });
  await app.register(operatorsRoutes, { db, config });
  await app.register(auditRoutes, { db });
  await app.register(uploadsRoutes, { db, config });
  await app.register(submissionsRoutes, { db, mailer, config });
  await app.register(reviewsRoutes, { db, mailer, config });
  await app.register(ledgerRoutes, { db, findUser: findUserByAddress });
  await app.register(dashboardRoutes, { db, config });
  return { catalogueCaches, prices };
}
