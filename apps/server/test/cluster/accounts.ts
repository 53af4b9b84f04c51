import { parseAmount, signInMessage } from '@dappx/shared';
import { sql } from 'drizzle-orm';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { Db } from '../../src/db/client';
import { credit } from '../../src/modules/ledger';
import { addOperator } from '../../src/modules/operators';
import { jsonOf, type Answer, type Ask } from './client';

type Send = (ask: Ask) => Promise<Answer>;

const postJson = (path: string, body: object): Ask => ({
  method: 'POST',
  path,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

let counter = 0;

/**
 * A new wallet registered and signed in with a real signature, as the web app does: the answers of
 * both calls (a failed one stops it), and the session when both succeeded.
 */
export async function signIn(send: Send) {
  const wallet = privateKeyToAccount(generatePrivateKey());
  counter += 1;
  const created = await send(
    postJson('/users/createAccount', {
      publicAddress: wallet.address,
      email_id: `cluster${counter}.${Date.now()}@example.com`,
    }),
  );
  if (created.status !== 200) return { answers: [created], address: wallet.address };
  const signature = await wallet.signMessage({
    message: signInMessage(jsonOf<{ nonce: string }>(created).nonce),
  });
  const signedIn = await send(
    postJson('/users/authentication', { publicAddress: wallet.address, signature }),
  );
  const session =
    signedIn.status === 200 ? jsonOf<Record<string, string>>(signedIn)['session-id'] : undefined;
  return { answers: [created, signedIn], address: wallet.address, session };
}

/** A signed-in user whose vault holds 1,000 ACE, credited as an airdrop would be. */
export async function fundedUser(send: Send, db: Db) {
  const { session, address, answers } = await signIn(send);
  if (!session) throw new Error(`sign-in failed: ${answers.map((a) => `${a.status} ${a.body}`).join('; ')}`);
  const found = await db.execute<{ id: string }>(
    sql`SELECT id FROM users WHERE lower(public_address) = ${address.toLowerCase()}`,
  );
  const userId = found.rows[0]!.id;
  await db.transaction((tx) => credit(tx, userId, 'ACE', parseAmount('1000')!, 'cluster test'));
  return { session, userId };
}

/** A new wallet made an editor (as the admin command does) and signed in to the console over HTTP. */
export async function editorSession(send: Send, db: Db) {
  const wallet = privateKeyToAccount(generatePrivateKey());
  await addOperator(db, 'cli', { address: wallet.address, role: 'editor' });
  const nonce = await send({ path: `/admin/api/auth/nonce?publicAddress=${wallet.address}` });
  if (nonce.status !== 200) throw new Error(`operator nonce: ${nonce.status} ${nonce.body}`);
  const signature = await wallet.signMessage({ message: jsonOf<{ message: string }>(nonce).message });
  const signedIn = await send(
    postJson('/admin/api/auth/sign-in', { publicAddress: wallet.address, signature }),
  );
  if (signedIn.status !== 200) throw new Error(`operator sign-in: ${signedIn.status} ${signedIn.body}`);
  return { 'operator-session': jsonOf<{ token: string }>(signedIn).token };
}
