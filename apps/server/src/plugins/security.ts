import { randomBytes } from 'node:crypto';
import cors from '@fastify/cors';
import helmet from 'helmet';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { RateLimitedError } from '../lib/shared-rate-limit';
import { countRateLimitRefusal } from '../lib/process-metrics';
import type { App } from '../lib/types';
import { isApiPath } from '../lib/api-paths';
import { registerGeneralRateLimit } from './rate-limit';

/**
 * The page's policy: scripts and styles only from us or carrying this response's nonce (Vite stamps
 * it on the built tags, emotion on its style tags).
 */
export function pageContentSecurityPolicy(nonce: string, connectOrigins: string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "font-src 'self'",
    "media-src 'self'",
    ["connect-src 'self'", ...connectOrigins].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function newCspNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * Helmet's headers for our policy, worked out once at start: they are the same for every answer, and
 * its middleware rebuilt them on each request (7 % of a cached read's time under load). API answers and
 * files load nothing; the page and the API docs set their own policy over this one.
 */
function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
      },
    },
    // The store opens partner sites in new tabs; they need no referrer beyond our origin.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  })({} as never, response as never, () => undefined);
  return headers;
}

/**
 * Helmet's headers that only a document (a page a browser renders) acts on: the opener's browsing
 * context group, the agent cluster, DNS prefetching of its links, IE's open-download and XSS filter
 * switches, Adobe clients' policy files, the referrer its requests send (ours is the browsers'
 * default; a page states it for older ones), and X-Frame-Options, the form of `frame-ancestors` that
 * browsers without CSP read (a page keeps it for them; data offers nothing to click in a frame, and
 * every answer's policy forbids framing all the same). An answer that is data or a file loads nothing
 * with them or without, and each line costs the server and the client's parser on every answer.
 */
const documentOnly = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/**
 * The headers on every answer: a policy that loads and frames nothing (a JSON answer opened as a page
 * runs nothing), no MIME sniffing, HTTPS only, and no other site may embed our answers (CORP).
 */
function securityHeaders(): Record<string, string> {
  return Object.fromEntries(Object.entries(helmetHeaders()).filter(([name]) => !documentOnly.includes(name)));
}

/** What the page and the API docs, the documents we serve, add to `securityHeaders()`. */
export function documentHeaders(): Record<string, string> {
  return Object.fromEntries(Object.entries(helmetHeaders()).filter(([name]) => documentOnly.includes(name)));
}

/**
 * CORS for the configured origins only. Without any, no answer carries CORS headers and a preflight is
 * refused as an unknown path, as the plugin does with `origin: false`; its hook still ran on every
 * request to find that out.
 */
async function registerCors(app: App, origins: string[]) {
  if (origins.length === 0) {
    app.options('*', { schema: { hide: true } }, (_request, reply) => reply.callNotFound());
    return;
  }
  await app.register(cors, {
    origin: origins,
    allowedHeaders: ['content-type', 'session-id', 'idempotency-key'],
    exposedHeaders: ['x-request-id'],
  });
}

export async function registerSecurity(app: App, { config, db }: { config: Config; db: Db }) {
  const headers = securityHeaders();
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    // One id follows a request across services: the caller's, or the one Fastify gave it.
    reply.header('x-request-id', request.id);
    done();
  });

  await registerCors(app, config.corsOrigins);

  // The API's general limit, shared by all replicas: cheap public reads and media. Files and pages are never
  // limited (one page load is dozens of them, and a household or an office shares one address);
  // sign-in, mail, demo funding and money moves have tighter limits of their own.
  registerGeneralRateLimit(
    app,
    db,
    { max: config.rateLimit.max, timeWindow: config.rateLimit.windowMs },
    (path) => isApiPath(path) && path !== '/healthz' && path !== '/readyz',
  );
  // Every 429 carries Retry-After, whichever limit refused it.
  app.addHook('onError', async (_request, reply, error) => {
    if (!(error instanceof RateLimitedError)) return;
    reply.header('retry-after', String(error.retryAfterSeconds));
    countRateLimitRefusal(error.limitName);
  });
}
