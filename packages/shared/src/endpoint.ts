import type { z } from 'zod';
import type { OperatorRole } from './operator-roles';

/*
 * One contract per endpoint. A declaration (method, path, who may call, which host) is zod-free so the
 * storefront's first load can import it; the endpoint's schemas sit in its feature's table
 * (`transfersEndpointSchemas` in transfers.ts…), found by the same name. The server registers every route
 * from the pair; the web calls through `api(endpoint, input)`, typed from the schemas by `import type`.
 */

export type HttpMethod = 'GET' | 'POST';

/**
 * Who may call: anyone; anyone, with the session read when one is sent; a signed-in user; a signed-in
 * user moving money, whose Idempotency-Key makes a repeated request run once; or a signed-in operator of
 * the console (`/admin/api`), whose role the declaration's `roles` must name.
 */
export type EndpointAuth = 'public' | 'optional' | 'session' | 'money' | 'operator';

/** Which of the specification's API hosts answers (storefront spec, section 7). */
export type ApiHost = 'api' | 'admin' | 'settings' | 'launcher';

export type EndpointSchemas = {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
};

/** A feature's schemas, one entry per endpoint name. */
export type EndpointSchemaTable = Record<string, EndpointSchemas>;

export type EndpointDeclaration = {
  method: HttpMethod;
  path: `/${string}`;
  auth: EndpointAuth;
  host?: ApiHost;
  /** Headers the call always sends (the spec's `custom-token-id` of getPledgingConfig). */
  headers?: Readonly<Record<string, string>>;
  /** For `auth: 'operator'`: the roles besides `owner` (who may do everything) that may call. */
  roles?: readonly OperatorRole[];
};

/** A declared endpoint; `schemas` exists only in its type, so the declaration carries no zod. */
export type Endpoint<
  Name extends string = string,
  Schemas extends EndpointSchemas = EndpointSchemas,
  Declaration extends EndpointDeclaration = EndpointDeclaration,
> = Declaration & { readonly name: Name; readonly schemas?: Schemas };

/**
 * Declares the endpoints of one feature, one per entry of its schema table (same names):
 * `declareEndpoints<typeof transfersEndpointSchemas>()({ transfer: { method: 'POST', … } })`.
 */
export function declareEndpoints<Table extends EndpointSchemaTable>() {
  return <const Declarations extends { [Name in keyof Table]: EndpointDeclaration }>(
    declarations: Declarations & Record<Exclude<keyof Declarations, keyof Table>, never>,
  ) =>
    Object.fromEntries(
      Object.entries(declarations).map(([name, declaration]) => [name, { ...declaration, name }]),
    ) as { [Name in keyof Table & string]: Endpoint<Name, Table[Name], Declarations[Name]> };
}

type SchemasOf<E> = E extends { readonly schemas?: infer S } ? NonNullable<S> : never;

type InputPart<S, Key extends keyof EndpointSchemas> = S extends { [K in Key]: infer T extends z.ZodType }
  ? { [K in Key]: z.input<T> }
  : { [K in Key]?: undefined };

type OutputPart<S, Key extends keyof EndpointSchemas> = S extends { [K in Key]: infer T extends z.ZodType }
  ? z.output<T>
  : undefined;

/** What a caller sends: the path's params, the query and the body, each as its schema accepts it. */
export type EndpointInput<E> = InputPart<SchemasOf<E>, 'params'> &
  InputPart<SchemasOf<E>, 'query'> &
  InputPart<SchemasOf<E>, 'body'>;

/** What a handler receives after validation. */
export type EndpointParsed<E> = {
  params: OutputPart<SchemasOf<E>, 'params'>;
  query: OutputPart<SchemasOf<E>, 'query'>;
  body: OutputPart<SchemasOf<E>, 'body'>;
};

/** What the endpoint answers with (2xx), as a handler returns it and as a caller receives it. */
export type EndpointReply<E> =
  SchemasOf<E> extends { response: infer R extends z.ZodType } ? z.input<R> : never;
export type EndpointAnswer<E> =
  SchemasOf<E> extends { response: infer R extends z.ZodType } ? z.output<R> : never;

/** The path with its `:name` params filled in, each URI-encoded. */
export function pathOf(endpoint: EndpointDeclaration, params?: Record<string, unknown>): string {
  return endpoint.path.replace(/:(\w+)/g, (_, key: string) => {
    const value = params?.[key];
    if (value === undefined || value === null) throw new Error(`${endpoint.path} needs the param ${key}`);
    return encodeURIComponent(String(value));
  });
}

/** Where the operator console's API lives; the console's pages are served at `/admin`. */
export const adminApiPrefix = '/admin/api';

/** The first segment of every path (`/users`, `/v1`…): what a dev proxy must pass to the API. */
export function pathPrefixes(endpoints: Iterable<EndpointDeclaration>): string[] {
  const prefixes = new Set<string>();
  for (const endpoint of endpoints) {
    // The console's API shares `/admin` with the console's pages: only `/admin/api` is the API's.
    const depth = endpoint.path.startsWith(`${adminApiPrefix}/`) ? 2 : 1;
    prefixes.add(
      `/${endpoint.path
        .split('/')
        .slice(1, depth + 1)
        .join('/')}`,
    );
  }
  return [...prefixes].sort();
}
