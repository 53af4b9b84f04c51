import { signInMessage, type Season } from '@dappx/shared';
import type { FastifyInstance } from 'fastify';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';

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
