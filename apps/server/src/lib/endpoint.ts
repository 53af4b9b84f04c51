import {
  apiError,
  type OperatorRole,
  endpointSchemas,
  type Endpoint,
  type EndpointAuth,
  type EndpointParsed,
  type EndpointReply,
} from '@dappx/shared';
import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { App } from './types';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route: read by the one authentication hook (modules/users/authentication.ts). */
    auth?: EndpointAuth;
    /** For 'operator' routes: the roles besides owner that may call (checked by the operators module). */
    roles?: readonly OperatorRole[];
    /** See `RouteOptions.sessionInPosting`. */
    sessionInPosting?: boolean;
  }
}

/**
 * What the authentication hook finds for a request. The users module, which owns sessions, fills in the
 * types (`declare module '../../lib/endpoint'`), so this layer stays below the modules.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Authenticated {}
type SignedIn = Authenticated extends { signedIn: infer S } ? S : never;
type Claim = Authenticated extends { claim: infer C } ? C : never;
type Operator = Authenticated extends { operator: infer O } ? O : never;

/** The caller the hooks found, kept on the request for the route's handler. */
export type Caller = { signedIn?: SignedIn; claim?: Claim; operator?: Operator };

declare module 'fastify' {
  interface FastifyRequest {
    caller?: Caller;
  }
}

/** How a route answers what its declaration does not say: docs, status, errors, extra hooks. */
export type RouteOptions = {
  summary: string;
  tags: string[];
  description?: string;
  /** The success status (200 unless told). */
  status?: 200 | 201 | 202;
  /** Error statuses answered in the `{ message, code }` shape, beyond the 400 every route may give. */
  errors?: readonly number[];
  /**
   * For a 'money' route whose handler posts through `postAsSignedIn` (modules/users): the session is
   * counted, checked and acted on in the posting's statement, so the authentication hook leaves it, and
   * the handler gets no `signedIn` or `claim`.
   */
  sessionInPosting?: true;
  /** Fastify's own options for this route: per-route limits (`preHandler`), `config.rateLimit`… */
  fastify?: Pick<RouteShorthandOptions, 'preHandler' | 'bodyLimit'> & { rateLimit?: object };
};

type AuthContext<Auth> = Auth extends 'operator'
  ? { operator: Operator }
  : Auth extends 'money'
    ? { signedIn: SignedIn; claim: Claim }
    : Auth extends 'session'
      ? { signedIn: SignedIn }
      : Auth extends 'optional'
        ? { signedIn: SignedIn | undefined }
        : object;

/** Everything a handler gets: the validated params, query and body, the caller, the raw request and reply. */
export type Call<E extends Endpoint> = EndpointParsed<E> &
  AuthContext<E['auth']> & { request: FastifyRequest; reply: FastifyReply };

const defaultErrors = (auth: EndpointAuth) => (auth === 'public' ? [400] : [400, 401, 403]);

const routeConfig = (endpoint: Endpoint, options: RouteOptions, rateLimit: object | undefined) => ({
  auth: endpoint.auth,
  ...(endpoint.roles ? { roles: endpoint.roles } : {}),
  ...(options.sessionInPosting ? { sessionInPosting: true } : {}),
  ...(rateLimit ? { rateLimit } : {}),
});

/**
 * Registers the route of a declared endpoint: method, path and auth from the declaration, its schemas by
 * name from the shared table. The caller comes from the one authentication hook (`request.caller`); no
 * handler resolves a session itself.
 */
export function serveEndpoint<E extends Endpoint>(
  app: App,
  endpoint: E,
  options: RouteOptions,
  handler: (call: Call<E>) => Promise<EndpointReply<E>> | EndpointReply<E>,
) {
  const schemas = endpointSchemas[endpoint.name];
  if (!schemas) throw new Error(`No schemas for the endpoint ${endpoint.name}`);
  const errors = new Set([...defaultErrors(endpoint.auth), ...(options.errors ?? [])]);
  const { rateLimit, ...fastifyOptions } = options.fastify ?? {};
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...fastifyOptions,
    config: routeConfig(endpoint, options, rateLimit),
    schema: {
      tags: options.tags,
      summary: options.summary,
      ...(options.description ? { description: options.description } : {}),
      ...(schemas.params ? { params: schemas.params } : {}),
      ...(schemas.query ? { querystring: schemas.query } : {}),
      ...(schemas.body ? { body: schemas.body } : {}),
      response: {
        [options.status ?? 200]: schemas.response,
        ...Object.fromEntries([...errors].map((status) => [status, apiError])),
      },
    },
    handler: async (request, reply) => {
      const caller = request.caller ?? {};
      if (options.status) reply.code(options.status);
      const call = {
        params: request.params,
        query: request.query,
        body: request.body,
        signedIn: caller.signedIn,
        claim: caller.claim,
        operator: caller.operator,
        request,
        reply,
      } as unknown as Call<E>;
      return handler(call);
    },
  });
}
