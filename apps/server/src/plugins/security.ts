import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { errorCodes } from '@dappx/shared';
import type { Config } from '../config';
import type { App } from '../lib/types';

type NoncedResponse = ServerResponse & { cspNonce?: string };

/** The nonce the built index.html carries for its scripts and emotion's style tags, fresh per response. */
export function cspNonceOf(response: ServerResponse): string {
  const nonced = response as NoncedResponse;
  nonced.cspNonce ??= randomBytes(16).toString('base64');
  return nonced.cspNonce;
}

const nonceSource = (_request: IncomingMessage, response: ServerResponse) =>
  `'nonce-${cspNonceOf(response)}'`;

export async function registerSecurity(app: App, config: Config) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", nonceSource],
        styleSrc: ["'self'", nonceSource],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        mediaSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // The store opens partner sites in new tabs; they need no referrer beyond our origin.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });

  await app.register(cors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    allowedHeaders: ['content-type', 'session-id', 'idempotency-key'],
    exposedHeaders: ['x-request-id'],
  });

  await app.register(rateLimit, {
    max: config.rateLimit.max,
    timeWindow: config.rateLimit.windowMs,
    allowList: (request) => request.url === '/healthz' || request.url === '/readyz',
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: errorCodes.rateLimited,
      message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} s.`,
    }),
  });
}
