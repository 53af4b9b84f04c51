import type { OperatorRole } from '@dappx/shared';
import type { FastifyInstance } from 'fastify';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { Db } from '../src/db/client';
import { addOperator } from '../src/modules/operators';

/** A new wallet made an operator of `role` (as the admin command does) and signed in to the console. */
export async function signInAsOperator(app: FastifyInstance, db: Db, role: OperatorRole) {
  const wallet = privateKeyToAccount(generatePrivateKey());
  await addOperator(db, 'cli', { address: wallet.address, role });
  const nonce = await app.inject({
    method: 'GET',
    url: `/admin/api/auth/nonce?publicAddress=${wallet.address}`,
  });
  if (nonce.statusCode !== 200) throw new Error(`operator nonce: ${nonce.body}`);
  // The console signs the EIP-4361 message the server gives, as is.
  const signature = await wallet.signMessage({ message: nonce.json().message });
  const signedIn = await app.inject({
    method: 'POST',
    url: '/admin/api/auth/sign-in',
    payload: { publicAddress: wallet.address, signature },
  });
  if (signedIn.statusCode !== 200) throw new Error(`operator sign-in: ${signedIn.body}`);
  const token: string = signedIn.json().token;
  return { wallet, address: wallet.address, token, headers: { 'operator-session': token } };
}

/** One new operator signed in for each role given, in order: their console headers. */
export async function signInOperators<Roles extends OperatorRole[]>(
  app: FastifyInstance,
  db: Db,
  ...roles: Roles
) {
  const headers: Record<string, string>[] = [];
  for (const role of roles) headers.push((await signInAsOperator(app, db, role)).headers);
  return headers as { [At in keyof Roles]: Record<string, string> };
}
