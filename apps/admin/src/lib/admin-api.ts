import { pathOf, type Endpoint, type EndpointAnswer, type EndpointInput } from '@dappx/shared/endpoint';
import { clearSession, readSession } from './session';

/** A refusal of the admin API, with the server's translated message and code. */
export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = 'AdminApiError';
  }
}

function queryString(query: object | undefined): string {
  if (!query) return '';
  const entries = Object.entries(query).filter(([, value]) => value !== undefined && value !== '');
  return entries.length ? `?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)]))}` : '';
}

/** Sends with the console session and reads the answer; 401 ends the session here too. */
async function send<T>(url: string, method: string, headers: Record<string, string>, body?: BodyInit) {
  const token = readSession()?.token;
  const response = await fetch(url, {
    method,
    headers: {
      accept: 'application/json',
      'accept-language': navigator.language,
      ...(token ? { 'operator-session': token } : {}),
      ...headers,
    },
    body,
  });
  const answer = (await response.json().catch(() => ({}))) as { message?: string; code?: string };
  if (!response.ok) {
    if (response.status === 401) clearSession();
    throw new AdminApiError(response.status, answer.message ?? response.statusText, answer.code);
  }
  return answer as T;
}

/** Calls a declared /admin/api endpoint with the console session. */
export async function adminApi<E extends Endpoint>(
  endpoint: E,
  input: Partial<EndpointInput<E>> = {},
  /** Headers of this call only, such as a money call's Idempotency-Key. */
  headers: Record<string, string> = {},
): Promise<EndpointAnswer<E>> {
  const { params, query, body } = input as { params?: object; query?: object; body?: object };
  const url = `${pathOf(endpoint, params as Record<string, unknown>)}${queryString(query)}`;
  const json: Record<string, string> = body ? { 'content-type': 'application/json' } : {};
  return send(url, endpoint.method, { ...json, ...headers }, body ? JSON.stringify(body) : undefined);
}

/** Sends a file's bytes as the body of an upload endpoint (the server reads the type from the bytes). */
export async function adminUpload<E extends Endpoint>(endpoint: E, file: Blob): Promise<EndpointAnswer<E>> {
  const type = file.type || 'application/octet-stream';
  return send(pathOf(endpoint), endpoint.method, { 'content-type': type }, file);
}
