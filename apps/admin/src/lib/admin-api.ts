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

/** Calls a declared /admin/api endpoint with the console session; 401 ends the session here too. */
export async function adminApi<E extends Endpoint>(
  endpoint: E,
  input: Partial<EndpointInput<E>> = {},
  /** Headers of this call only, such as a money call's Idempotency-Key. */
  headers: Record<string, string> = {},
): Promise<EndpointAnswer<E>> {
  const { params, query, body } = input as { params?: object; query?: object; body?: object };
  const token = readSession()?.token;
  const response = await fetch(
    `${pathOf(endpoint, params as Record<string, unknown>)}${queryString(query)}`,
    {
      method: endpoint.method,
      headers: {
        accept: 'application/json',
        'accept-language': navigator.language,
        ...(token ? { 'operator-session': token } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body ? JSON.stringify(body) : undefined,
    },
  );
  const answer = (await response.json().catch(() => ({}))) as { message?: string; code?: string };
  if (!response.ok) {
    if (response.status === 401) clearSession();
    throw new AdminApiError(response.status, answer.message ?? response.statusText, answer.code);
  }
  return answer as EndpointAnswer<E>;
}
