import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { defaultAdminDist, defaultWebDist, demoNewsFeed } from './lib/paths';
import { StartupError } from './lib/startup-error';
import {
  chainEnvShape,
  chainTimings,
  readChainsConfig,
  type ChainsConfig,
  type ChainTimings,
} from './lib/chains-config';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** A switch: `on`/`off` besides the boolean flag's words. */
const onOffFlag = z
  .enum(['on', 'off', 'true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'on' || value === 'true' || value === '1' || value === 'yes');

/** A comma-separated variable as a list of trimmed, non-empty items, each then checked by `list`. */
const listOf = <T extends z.ZodType<unknown, string[]>>(list: T) =>
  z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .pipe(list);

const commaList = listOf(z.array(z.url()));

/** `127.0.0.1:8081` or `[::1]:8081`, written as the URL parser writes it (so it compares with a resolved address). */
const addressAndPort = z.string().transform((value, context) => {
  const url = URL.canParse(`http://${value}`) ? new URL(`http://${value}`) : undefined;
  const address = url?.hostname.replace(/^\[(.*)\]$/, '$1') ?? '';
  if (!url || !/^[[\]0-9a-fA-F.:]+:\d+$/.test(value) || !isIP(address) || url.pathname !== '/') {
    context.addIssue({ code: 'custom', message: 'must be address:port pairs, e.g. 127.0.0.1:8081' });
    return z.NEVER;
  }
  return `${url.hostname}:${url.port || 80}`;
});

/** A PostgreSQL connection URL; the message names the expected shape, never the value (it holds a password). */
const postgresUrl = z
  .string()
  .refine(
    (url) => URL.canParse(url) && /^postgres(ql)?:\/\/[^/]/.test(url),
    'must be a postgres:// or postgresql:// URL, e.g. postgres://user:password@host:5432/dappx',
  );

/**
 * Requests' connections per process: twice the cores. Past that, more connections only queue inside
 * PostgreSQL, fighting for the same cores over the same rows (the bench's transfers on 2 cores:
 * 1,020/s with 10 connections, 1,120-1,260/s with 4); the background loops have their own pool.
 */
const defaultPoolMax = Math.max(4, 2 * availableParallelism());

const envSchema = z.object({
  HOST: z.string().min(1).default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: postgresUrl.optional(),
  DIRECT_DATABASE_URL: postgresUrl.optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(defaultPoolMax),
  DRAIN_GRACE_MS: z.coerce.number().int().min(0).max(10_000).default(0),
  WEB_DIST: z.string().min(1).optional(),
  ADMIN_DIST: z.string().min(1).optional(),
  SMTP_URL: z
    .url()
    .refine((url) => /^smtps?:\/\//.test(url), 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('DAPPX <no-reply@dappx.local>'),
  CORS_ORIGINS: commaList.default([]),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  SIGN_IN_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
  MAIL_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  MONEY_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(60),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(24 * 60),
  /** The wallet made the console's owner at start while the store has no owner (README: the first owner). */
  ADMIN_OWNER_ADDRESS: z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/, 'must be a wallet address (0x and 40 hex digits)')
    .optional(),
  OPERATOR_SESSION_HOURS: z.coerce.number().int().min(1).max(72).default(8),
  SESSION_MAX_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  VERIFICATION_TTL_HOURS: z.coerce.number().int().min(1).default(48),
  COUNTRY_HEADER: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9-]+$/, 'must be an HTTP header name')
    .optional(),
  /** Test and staging only: `ip=CC` pairs that pin a visitor's country ahead of the IP database. */
  COUNTRY_PINS: listOf(
    z.array(
      z
        .string()
        .regex(/^[0-9a-fA-F.:]+=[A-Za-z]{2}$/, 'must be ip=CC pairs, e.g. 203.0.113.7=KR')
        .transform((pair) => pair.split('=') as [string, string]),
    ),
  ).optional(),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(10_485_760).default(16_384),
  TRUST_PROXY: booleanFlag.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SLOW_REQUEST_MS: z.coerce.number().int().min(0).default(1000),
  // Both default to on only where the store runs its own demo chains (no L1_RPC_URL).
  SEED_DEMO: booleanFlag.optional(),
  DEMO_MODE: booleanFlag.optional(),
  DEMO_FUNDING_PER_HOUR: z.coerce.number().int().min(0).default(5),
  DEMO_HISTORY: onOffFlag.optional(),
  SUBMISSIONS_PER_DAY: z.coerce.number().int().min(1).max(1000).default(5),
  RPC_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
  // The demo node runs one call at a time: at some 4 gas per µs a 200,000-gas loop holds it ~50 ms.
  RPC_GAS_CAP: z.coerce.number().int().min(21_000).max(30_000_000).default(200_000),
  RPC_GAS_BUDGET: z.coerce.number().int().min(21_000).default(20_000_000),
  RPC_LOG_BLOCK_RANGE: z.coerce.number().int().min(1).default(5_000),
  PRICE_SOURCE_URL: z.url().optional(),
  NEWS_FEEDS: listOf(z.array(z.url()).min(1, 'list at least one feed URL')).optional(),
  NEWS_TTL_MS: z.coerce.number().int().min(0).default(600_000),
  NEWS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  /** Tests only: the tests' own feed servers (`address:port`), read although they are not public. */
  NEWS_FEEDS_ALLOW_PRIVATE: listOf(z.array(addressAndPort)).optional(),
  SETTINGS_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  CATALOGUE_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{16,}$/, 'must be at least 16 printable characters without spaces (a random secret)')
    .optional(),
  ...chainEnvShape,
});
type Env = z.infer<typeof envSchema>;

export type Config = {
  host: string;
  port: number;
  publicUrl: string;
  databaseUrl: string | undefined;
  /**
   * PostgreSQL itself when DATABASE_URL is a transaction pooler (PgBouncer): migrations and LISTEN need a
   * session that lasts across transactions. Unset: DATABASE_URL serves those too.
   */
  directDatabaseUrl: string | undefined;
  dataDir: string;
  embeddedPgPort: number;
  dbPoolMax: number;
  webDist: string;
  /** The operator console's build (apps/admin/dist), served at /admin. */
  adminDist: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  outboxDir: string;
  corsOrigins: string[];
  /**
   * On SIGTERM, how long the process keeps accepting requests after `/readyz` turns 503, so a load
   * balancer's health check sees it before the listener closes.
   */
  drainGraceMs: number;
  /** Shared by every replica (PostgreSQL): the API's general budget per client (public reads). */
  rateLimit: { max: number; windowMs: number };
  /** Shared by every replica (PostgreSQL): mails per client address an hour; money moves per user a minute. */
  sharedLimits: { mailPerHour: number; moneyPerMinute: number };
  signIn: {
    rateLimitMax: number;
    sessionIdleMs: number;
    sessionMaxMs: number;
    verificationTtlMs: number;
    countryHeader: string | undefined;
    /** Countries pinned to addresses (COUNTRY_PINS), looked at before the IP database. */
    countryPins: Map<string, string>;
  };
  /** The operator console: its first owner, and how long a console session lasts (shorter than a user's). */
  operators: { firstOwner: string | undefined; sessionMs: number };
  bodyLimitBytes: number;
  trustProxy: boolean;
  logLevel: Env['LOG_LEVEL'];
  /** A request that takes this long is logged at warn, whatever it was. */
  slowRequestMs: number;
  seedDemo: boolean;
  /**
   * Demo chains only: offers the in-browser demo wallet (a burner key on the demo chain) and gives new
   * accounts starter balances. Never on with configured chains (the start refuses it).
   */
  demoMode: boolean;
  /** New demo accounts whose wallets one client address may have funded per hour. */
  demoFundingPerHour: number;
  /**
   * The store's own demo chains start with demo dapps and a month of their history (and new visits
   * while the store runs), so the rankings have figures at once. On by default; no effect on real chains.
   */
  demoHistory: boolean;
  /** Dapps one user may submit in any 24 hours (counted in PostgreSQL, so across replicas). */
  submissionsPerDay: number;
  /** What wallets may ask of the demo chains through `/rpc/l1` and `/rpc/l2`. */
  rpc: { rateLimitMax: number; gasCap: number; gasBudget: number; logBlockRange: number };
  /** An HTTP price source; without one, prices come from the database (set by the admin command). */
  priceSourceUrl: string | undefined;
  /** How long a process may answer from its copy of the store switches before reading them again. */
  settingsCacheMs: number;
  catalogueCacheMs: number;
  /** The bearer token `/metrics` asks for; without one, `/metrics` does not exist. */
  metricsToken: string | undefined;
  /**
   * RSS feeds of the MEDIA section; the demo feed file by default, so it works offline. `allowPrivate`:
   * the only addresses that are not public a feed may be read from, as `address:port` (the tests' own
   * feed servers; empty everywhere else, and refused with real chains).
   */
  news: { feeds: string[]; ttlMs: number; timeoutMs: number; allowPrivate: ReadonlySet<string> };
  /**
   * The two chains and our contracts on them. Unset until main starts the demo chains when DEMO_MODE
   * is on and no L1_RPC_URL is given; unset in production means the on-chain calls are unavailable.
   */
  chains: ChainsConfig | undefined;
  chainTimings: ChainTimings;
  demoChainPorts: { l1: number; l2: number; l1b: number };
  /** The internal port variables the operator set: those are used as given, the others may move. */
  portsGiven: ReadonlySet<'EMBEDDED_PG_PORT' | 'DEMO_L1_PORT' | 'DEMO_L2_PORT' | 'DEMO_L1B_PORT'>;
};

export class ConfigError extends StartupError {
  override name = 'ConfigError';
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

/** Parses the whole environment once, listing every problem rather than stopping at the first. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const e = parseEnv(env);
  const chains = checkedChains(e);
  const realChains = chains !== undefined;
  return {
    ...placesConfig(e, cwd),
    ...limitsConfig(e),
    seedDemo: e.SEED_DEMO ?? !realChains,
    demoMode: e.DEMO_MODE ?? !realChains,
    demoFundingPerHour: e.DEMO_FUNDING_PER_HOUR,
    demoHistory: e.DEMO_HISTORY ?? true,
    submissionsPerDay: e.SUBMISSIONS_PER_DAY,
    rpc: {
      rateLimitMax: e.RPC_RATE_LIMIT_MAX,
      gasCap: e.RPC_GAS_CAP,
      gasBudget: e.RPC_GAS_BUDGET,
      logBlockRange: e.RPC_LOG_BLOCK_RANGE,
    },
    priceSourceUrl: e.PRICE_SOURCE_URL,
    settingsCacheMs: e.SETTINGS_CACHE_MS,
    catalogueCacheMs: e.CATALOGUE_CACHE_MS,
    metricsToken: e.METRICS_TOKEN,
    news: {
      feeds: e.NEWS_FEEDS ?? [demoNewsFeed],
      ttlMs: e.NEWS_TTL_MS,
      timeoutMs: e.NEWS_TIMEOUT_MS,
      allowPrivate: new Set(e.NEWS_FEEDS_ALLOW_PRIVATE ?? []),
    },
    chains,
    chainTimings: chainTimings(e),
    demoChainPorts: { l1: e.DEMO_L1_PORT, l2: e.DEMO_L2_PORT, l1b: e.DEMO_L1B_PORT },
    portsGiven: new Set(
      (['EMBEDDED_PG_PORT', 'DEMO_L1_PORT', 'DEMO_L2_PORT', 'DEMO_L1B_PORT'] as const).filter(
        (name) => env[name] !== undefined,
      ),
    ),
  };
}

/** An empty variable counts as unset. */
function parseEnv(env: NodeJS.ProcessEnv): Env {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`),
    );
  }
  return parsed.data;
}

/** The configured chains (undefined: none), after every check across variables has passed. */
function checkedChains(e: Env): ChainsConfig | undefined {
  const chains = readChainsConfig(e);
  const problems = [
    ...(chains instanceof Array ? chains : []),
    ...demoSwitchProblems(e, chains !== undefined),
    ...privateFeedProblems(e, chains !== undefined),
    ...(e.DIRECT_DATABASE_URL && !e.DATABASE_URL
      ? ['DIRECT_DATABASE_URL: needs DATABASE_URL (the direct URL reaches the same database past its pooler)']
      : []),
  ];
  if (problems.length > 0) throw new ConfigError(problems);
  return chains instanceof Array ? undefined : chains;
}

/** Where the store listens and what it reads and writes: addresses, database, files, mail. */
function placesConfig(e: Env, cwd: string) {
  const dataDir = path.resolve(cwd, e.DATA_DIR);
  return {
    host: e.HOST,
    port: e.PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    databaseUrl: e.DATABASE_URL,
    directDatabaseUrl: e.DIRECT_DATABASE_URL,
    dataDir,
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    dbPoolMax: e.DB_POOL_MAX,
    drainGraceMs: e.DRAIN_GRACE_MS,
    webDist: e.WEB_DIST ? path.resolve(cwd, e.WEB_DIST) : defaultWebDist,
    adminDist: e.ADMIN_DIST ? path.resolve(cwd, e.ADMIN_DIST) : defaultAdminDist,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    outboxDir: path.join(dataDir, 'outbox'),
    corsOrigins: e.CORS_ORIGINS,
  } satisfies Partial<Config>;
}

/** Limits, sessions and logging of requests. */
function limitsConfig(e: Env) {
  return {
    rateLimit: { max: e.RATE_LIMIT_MAX, windowMs: e.RATE_LIMIT_WINDOW_MS },
    sharedLimits: { mailPerHour: e.MAIL_RATE_LIMIT_MAX, moneyPerMinute: e.MONEY_RATE_LIMIT_MAX },
    signIn: {
      rateLimitMax: e.SIGN_IN_RATE_LIMIT_MAX,
      sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
      sessionMaxMs: e.SESSION_MAX_DAYS * 24 * 3_600_000,
      verificationTtlMs: e.VERIFICATION_TTL_HOURS * 3_600_000,
      countryHeader: e.COUNTRY_HEADER,
      countryPins: new Map((e.COUNTRY_PINS ?? []).map(([ip, country]) => [ip, country.toUpperCase()])),
    },
    operators: { firstOwner: e.ADMIN_OWNER_ADDRESS, sessionMs: e.OPERATOR_SESSION_HOURS * 3_600_000 },
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    slowRequestMs: e.SLOW_REQUEST_MS,
  } satisfies Partial<Config>;
}

/** Starter credit, demo data and the demo wallet belong to the store's own demo chains, never to real ones. */
function demoSwitchProblems(e: Env, chainsConfigured: boolean): string[] {
  if (!chainsConfigured) return [];
  return (['DEMO_MODE', 'SEED_DEMO', 'DEMO_HISTORY'] as const)
    .filter((name) => e[name] === true)
    .map(
      (name) =>
        `${name}: must be false or unset when L1_RPC_URL is set (demo balances and data belong to the store's own demo chains only)`,
    );
}

/** Reading feeds from private addresses is for the tests' own feed servers, never for a store on real chains. */
function privateFeedProblems(e: Env, chainsConfigured: boolean): string[] {
  if (!chainsConfigured || (e.NEWS_FEEDS_ALLOW_PRIVATE ?? []).length === 0) return [];
  return [
    'NEWS_FEEDS_ALLOW_PRIVATE: must be unset when L1_RPC_URL is set (feeds are read from private addresses in tests only)',
  ];
}
