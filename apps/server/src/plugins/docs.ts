import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { App } from '../lib/types';
import { documentHeaders } from './security';

const docsContentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** OpenAPI generated from the same zod schemas the routes validate with. */
export async function registerDocs(app: App) {
  const forDocuments = documentHeaders();
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'DAPPX API',
        description: 'The store, sign-in and wallet-area calls.',
        version: '1.0.0',
      },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'header', name: 'session-id' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    // Over 150 calls and tags, Swagger UI renders the list as you scroll; the filter finds a tag at once.
    uiConfig: { filter: true },
    staticCSP: true,
    // Swagger UI sets element styles at run time; scripts stay strictly our own files.
    transformStaticCSP: () => docsContentSecurityPolicy,
    // Swagger UI is a page: it gets what only documents act on, beside every answer's headers.
    uiHooks: {
      onRequest: (_request, reply, done) => {
        reply.headers(forDocuments);
        done();
      },
    },
  });
}
