import type { ApiError } from '@dappx/shared/errors';
import { pathOf, type Endpoint, type EndpointAnswer, type EndpointInput } from '@dappx/shared/endpoint';
import type { z } from 'zod';
import { apiHost, type ApiHost } from './environment';
import { i18next, pageLanguage, type Language } from './i18n';
import { readStored, storageKeys } from './storage';

/** A failed call: the HTTP status (0 when the network failed) and the server's `{ message, code }`. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = code;
  }
}

type RequestOptions<T> = {
  method?: 'GET' | 'POST';
  body?: unknown;
  query?: Record<string, string>;
  /**
   * What the answer must match. Without one the answer is taken as T unchecked: the store's own answers
   * already passed the same shared schema on the way out (the server's response serializer), and
   * leaving it out keeps zod (about 27 kB compressed) out of the storefront's first load.
   */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  /** Extra headers of one call, e.g. the Idempotency-Key of a money-moving call. */
  headers?: Record<string, string>;
  /** Which of the spec's API hosts answers this call (section 7); the page's origin unless built otherwise. */
  host?: ApiHost;
  /** The language of the answer's texts; the page's unless the caller names one (a query keyed by it). */
  language?: Language;
};

/** The `{ message, code }` body of a failed call, checked by hand so this module needs no zod. */
function isApiError(payload: unknown): payload is ApiError {
  const body = payload as Partial<Record<keyof ApiError, unknown>> | null | undefined;
  return typeof body?.message === 'string' && typeof body.code === 'string';
}

/**
 * A refusal by a rate limit. The store's own answer says which limit and how long in the page's language
 * (a daily cap waits hours, not 86,400 s), so it is shown as it is; an answer without one (a proxy's) is
 * told with the wait in its Retry-After.
 */
function tooManyRequests(response: Response, payload: unknown): ApiRequestError {
  if (isApiError(payload)) return new ApiRequestError(429, payload.code, payload.message);
  const seconds = Math.max(1, Number(response.headers.get('retry-after')) || 60);
  return new ApiRequestError(429, 'RATE_LIMITED', i18next.t('errors.tooManyRequests', { seconds }));
}

/** The headers of one call: JSON, the page's language, the session-id header when signed in. */
function requestHeaders(options: Pick<RequestOptions<unknown>, 'headers' | 'language' | 'body'>) {
  const headers: Record<string, string> = {
    ...options.headers,
    accept: 'application/json',
    // The server's texts in the page's language, which the visitor may have chosen over the browser's.
    'accept-language': options.language ?? pageLanguage(),
  };
  if (options.body !== undefined)
    headers['content-type'] = options.body instanceof Blob ? 'application/octet-stream' : 'application/json';
  const sessionId = readStored(storageKeys.sessionId);
  if (sessionId) headers['session-id'] = sessionId;
  return headers;
}

// A page's own reads, asked for before the code that reads them has loaded, by URL and headers (and body,
// for the one POST the starter asks: the Zera payout every wallet page starts with). The first call of
// the same read takes the answer; one nobody takes is dropped, so nothing old is ever read later.
const earlyReads = new Map<string, Promise<Response>>();
const earlyReadKeepMs = 10_000;
const earlyReadKey = (url: string, headers: Record<string, string>, body?: string) =>
  `${url} ${JSON.stringify(headers)}${body === undefined ? '' : ` ${body}`}`;

/**
 * Starts GET calls of the store's API (paths with their query, on the API host) at once, for a screen
 * whose code (and the schemas its calls are read with) is still downloading: the calls it then makes
 * for the same paths take these answers instead of asking again.
 */
export function readEarly(paths: string[]): void {
  for (const path of paths) {
    const url = `${apiHost('api')}${path}`;
    const headers = requestHeaders({});
    const key = earlyReadKey(url, headers);
    if (!earlyReads.has(key)) keepEarlyRead(key, fetch(url, { headers }));
  }
}

function keepEarlyRead(key: string, response: Promise<Response>) {
  response.catch(() => undefined);
  earlyReads.set(key, response);
  setTimeout(() => earlyReads.get(key) === response && earlyReads.delete(key), earlyReadKeepMs);
}

declare global {
  interface Window {
    /** The calls index.html's starter made while the app's code downloaded: path, headers, answer, a POST's body. */
    dappxEarlyReads?: [string, Record<string, string>, Promise<Response>, string?][];
  }
}

/**
 * Takes over the reads the page's starter script asked for before any of the app's code had loaded
 * (vite.config.ts, earlyWalletReads). It asks the page's own origin, so its answers count only where
 * the API is served there.
 */
function adoptStarterReads() {
  const reads = typeof window === 'undefined' ? undefined : window.dappxEarlyReads;
  if (!reads) return;
  window.dappxEarlyReads = undefined;
  if (apiHost('api') !== '') return;
  for (const [path, headers, response, body] of reads)
    keepEarlyRead(earlyReadKey(path, headers, body), response);
}
adoptStarterReads();

/** A GET's early answer, or a POST's whose body is the same (only the starter asks a POST early). */
function takeEarlyRead(url: string, headers: Record<string, string>, method: string, body?: string) {
  if (method === 'GET' ? body !== undefined : method !== 'POST' || body === undefined) return undefined;
  const key = earlyReadKey(url, headers, body);
  const response = earlyReads.get(key);
  earlyReads.delete(key);
  return response;
}

/** The one client for our API: JSON both ways (a file's bytes for uploads), the page's language, the session-id header when signed in, typed answers. */
async function apiRequest<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const headers = requestHeaders(options);
  const query = options.query ? `?${new URLSearchParams(options.query)}` : '';
  const url = `${apiHost(options.host ?? 'api')}${path}${query}`;
  const method = options.method ?? 'GET';
  const body =
    options.body === undefined || options.body instanceof Blob
      ? (options.body as Blob | undefined)
      : JSON.stringify(options.body);

  let response: Response;
  try {
    const early =
      typeof body === 'string' || body === undefined ? takeEarlyRead(url, headers, method, body) : undefined;
    response = await (early ?? fetch(url, { method, headers, body, signal: options.signal }));
  } catch (cause) {
    throw new ApiRequestError(0, 'NETWORK', 'The store could not be reached.', { cause });
  }

  const payload: unknown = await response.json().catch(() => undefined);
  if (response.status === 429) throw tooManyRequests(response, payload);
  if (!response.ok) {
    throw isApiError(payload)
      ? new ApiRequestError(response.status, payload.code, payload.message)
      : new ApiRequestError(response.status, 'HTTP', `The store answered ${response.status}.`);
  }
  if (!options.schema) return payload as T;
  const parsed = options.schema.safeParse(payload);
  if (!parsed.success) {
    throw new ApiRequestError(response.status, 'BAD_RESPONSE', 'The store sent an unexpected answer.', {
      cause: parsed.error,
    });
  }
  return parsed.data;
}

/**
 * Per call: a way to abort it, the Idempotency-Key of a money call when the caller keeps one, the
 * language of its texts when the caller's cache keeps answers by language, and headers of its own that
 * override the declaration's fixed ones (getPledgingConfig's `custom-token-id`).
 */
type CallOptions = {
  signal?: AbortSignal;
  idempotencyKey?: string;
  language?: Language;
  headers?: Record<string, string>;
};
type CallInput<E> = EndpointInput<E> & CallOptions;

/**
 * A fresh Idempotency-Key for one money-moving request: the server runs a request with a given key once.
 * (crypto.randomUUID exists only on https and localhost; getRandomValues everywhere.)
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function queryOf(query: Record<string, unknown> | undefined): Record<string, string> | undefined {
  if (!query) return undefined;
  const entries = Object.entries(query).filter(([, value]) => value !== undefined && value !== null);
  return Object.fromEntries(entries.map(([key, value]) => [key, String(value)]));
}

/**
 * Calls a declared endpoint (`@dappx/shared/endpoints`): its method, path, host and auth come from the
 * declaration, the input and answer types from its schemas. A money endpoint sends an Idempotency-Key,
 * fresh per call unless the caller passes the one it keeps for a retry.
 */
export function api<E extends Endpoint>(
  endpoint: E,
  ...[input]: object extends CallInput<E> ? [CallInput<E>?] : [CallInput<E>]
): Promise<EndpointAnswer<E>> {
  const { params, query, body, signal, idempotencyKey, language, headers } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
  } & CallOptions;
  return apiRequest<EndpointAnswer<E>>(pathOf(endpoint, params), {
    method: endpoint.method,
    query: queryOf(query),
    body,
    signal,
    language,
    host: endpoint.host,
    headers: {
      ...endpoint.headers,
      ...headers,
      ...(endpoint.auth === 'money' ? { 'idempotency-key': idempotencyKey ?? newIdempotencyKey() } : {}),
    },
  });
}

/** Sends a file's bytes as the body of an upload endpoint; the server reads the type from the bytes. */
export function apiUpload<E extends Endpoint>(endpoint: E, file: Blob): Promise<EndpointAnswer<E>> {
  return apiRequest<EndpointAnswer<E>>(pathOf(endpoint), { method: endpoint.method, body: file });
}
