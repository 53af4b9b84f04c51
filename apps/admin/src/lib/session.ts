import type { OperatorSignInResponse } from '@dappx/shared';

const key = 'dappx-operator-session';

export type OperatorSession = OperatorSignInResponse;

/**
 * The console session lives in this tab only (sessionStorage): closing the tab signs out, and the
 * store's own session (localStorage, another key) is never read here.
 */
export function readSession(): OperatorSession | undefined {
  const raw = sessionStorage.getItem(key);
  if (!raw) return undefined;
  const session = JSON.parse(raw) as OperatorSession;
  return Date.parse(session.expires_at) > Date.now() ? session : undefined;
}

export function saveSession(session: OperatorSession) {
  sessionStorage.setItem(key, JSON.stringify(session));
}

export function clearSession() {
  sessionStorage.removeItem(key);
}
