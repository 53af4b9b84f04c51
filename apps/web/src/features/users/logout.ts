import { logoutSession } from './api/users-api';
import { clearSessionAndGoHome } from '@/lib/session';

/** Ends the session on the server when it can, then clears this browser whatever the answer. */
export async function logout() {
  await logoutSession().catch(() => undefined);
  clearSessionAndGoHome();
}
