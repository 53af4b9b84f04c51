import { signInMessage, type Season } from '@dappx/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { expect } from 'vitest';
import type { Db } from '../src/db/client';
import { findUserByAddress, users } from '../src/modules/users';

let counter = 0;

/** A new wallet registered and signed in through the real calls: its session and user id. */
export async function signUp(app: FastifyInstance) {
  const wallet = privateKeyToAccount(generatePrivateKey());
  counter += 1;
  const created = await app.inject({
    method: 'POST',
    url: '/users/createAccount',
    payload: { publicAddress: wallet.address, email_id: `wallet${counter}.${Date.now()}@example.com` },
  });
  if (created.statusCode !== 200) throw new Error(`createAccount: ${created.body}`);
  const signature = await wallet.signMessage({ message: signInMessage(created.json().nonce) });
  const signedIn = await app.inject({
    method: 'POST',
    url: '/users/authentication',
    payload: { publicAddress: wallet.address, signature },
  });
  if (signedIn.statusCode !== 200) throw new Error(`authentication: ${signedIn.body}`);
  const session: string = signedIn.json()['session-id'];
  const profile = await app.inject({
    method: 'GET',
    url: '/users/userProfile',
    headers: { 'session-id': session },
  });
  return { wallet, session, address: wallet.address, profile: profile.json() };
}

/** The demo's seasons open for staking, as the ACE page reads them: one ranged, one at a fixed price. */
export async function demoSeasons(app: FastifyInstance) {
  const seasons: Season[] = (await app.inject('/users/acent/currentPledgeSeason')).json().seasons;
  return {
    ranged: seasons.find((season) => season.min_amount !== season.max_amount)!,
    fixed: seasons.find((season) => season.min_amount === season.max_amount)!,
  };
}

/** A new signed-in wallet with its user id, for tests that post ledger entries to it directly. */
export async function signUpWithId(app: FastifyInstance, db: Db) {
  const user = await signUp(app);
  return { ...user, id: (await findUserByAddress(db, user.address))!.id };
}

/** The arguments of a call of the wallet area: the user's session, then the request. */
export type UserCall = [
  session: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  headers?: Record<string, string>,
];

/** A call of the wallet area, with the session in the header the web sends it in. */
export const callAs = (app: FastifyInstance, ...[session, method, url, payload, headers]: UserCall) =>
  app.inject({
    method,
    url,
    headers: { 'session-id': session, ...headers },
    ...(payload ? { payload } : {}),
  });

/** A user's balance of one token's bucket, as the wallet area reads it (an amount as text). */
export async function balanceOf(app: FastifyInstance, session: string, token = 'acent', bucket = 'vault') {
  const response = await callAs(app, session, 'GET', `/users/${token}/${bucket}/balance`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().balance as string;
}

/** Marks a user's email as confirmed, which withdrawals ask for. */
export async function markVerified(db: Db, address: string) {
  await db.update(users).set({ isVerified: true }).where(eq(users.publicAddress, address));
}

/** A new signed-in wallet whose email is confirmed. */
export async function signUpVerified(app: FastifyInstance, db: Db) {
  const user = await signUp(app);
  await markVerified(db, user.address);
  return user;
}
