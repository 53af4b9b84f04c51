import { operatorsEndpoints } from '@dappx/shared/endpoints/operators';
import type { AuthProvider } from 'react-admin';
import { AdminApiError, adminApi } from '../lib/admin-api';
import { clearSession, readSession, saveSession } from '../lib/session';
import { findWallet, personalSign, walletAccount } from '../lib/wallet';
import { screenAllows } from './screen-roles';

async function signInWithWallet() {
  const wallet = await findWallet();
  if (!wallet) throw new Error('console.signIn.noWallet');
  const publicAddress = await walletAccount(wallet);
  // The server writes the EIP-4361 message (this store's domain, chain, nonce, expiry); it is signed as given.
  const { message } = await adminApi(operatorsEndpoints.operatorNonce, { query: { publicAddress } });
  const signature = await personalSign(wallet, publicAddress, message);
  saveSession(await adminApi(operatorsEndpoints.operatorSignIn, { body: { publicAddress, signature } }));
}

/** The console's sign-in: an operator's wallet signs the server's EIP-4361 sign-in message. */
export const authProvider: AuthProvider = {
  login: signInWithWallet,
  logout: async () => {
    if (readSession()) await adminApi(operatorsEndpoints.operatorSignOut).catch(() => undefined);
    clearSession();
  },
  checkAuth: async () => {
    if (!readSession()) throw new Error('console.signIn.required');
  },
  checkError: async (error: unknown) => {
    if (error instanceof AdminApiError && error.status === 401) {
      clearSession();
      throw error;
    }
  },
  getIdentity: async () => {
    const session = readSession();
    if (!session) throw new Error('console.signIn.required');
    const short = `${session.address.slice(0, 6)}…${session.address.slice(-4)}`;
    return { id: session.address, fullName: `${short} · ${session.role}` };
  },
  getPermissions: async () => readSession()?.role,
  canAccess: async ({ resource }) => screenAllows(readSession()?.role, resource),
};
