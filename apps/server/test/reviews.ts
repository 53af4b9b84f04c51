import { reviewDigestInput, reviewMessage, reviewReplyMessage } from '@dappx/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { keccak256, stringToBytes, type Hex, type PrivateKeyAccount } from 'viem';
import type { DbExecutor } from '../src/db/client';
import { rebuildHours } from '../src/modules/rankings';

const chainId = 31337;

/**
 * `times` counted transactions of `wallet` to the app, a day apart from `daysAgo` on, then the hours the
 * indexer would build from them: the wallet is among the app's users as the rankings count them.
 */
export async function useApp(
  db: DbExecutor,
  app: string,
  wallet: string,
  { times = 3, daysAgo = 20, farm = false } = {},
) {
  await db.execute(sql`
    INSERT INTO rankings_transactions (chain_id, tx_hash, app_slug, block_number, block_time,
      from_address, to_address, value, status, cleaned)
    SELECT ${chainId}, md5(random()::text || n), ${app}, 1,
      now() - make_interval(days => ${daysAgo}) + n * interval '1 day', ${wallet.toLowerCase()}, '0xapp', 0,
      'success', ${farm ? 'farm' : null}
    FROM generate_series(0, ${times - 1}) n`);
  await rebuildHours(db, { chainId, appSlugs: [app] });
}

export type ReviewContent = { rating: number; language: 'en' | 'es' | 'pt'; text: string };

export const reviewHash = (content: ReviewContent) => keccak256(stringToBytes(reviewDigestInput(content)));

/** A review body as the web app sends it: the content, signed by `account` over the message naming `app`. */
export async function signedReview(
  account: PrivateKeyAccount,
  app: string,
  content: ReviewContent,
  { signedAt = new Date().toISOString(), wallet = account.address, signedApp = app } = {},
) {
  const message = reviewMessage({ app: signedApp, wallet, hash: reviewHash(content), signedAt });
  const signature = await account.signMessage({ message });
  return { app, ...content, signed_at: signedAt, signature };
}

/** A team's reply body, signed by `account`. */
export async function signedReply(
  account: PrivateKeyAccount,
  review: { id: number; app: string },
  text: string,
  signedAt = new Date().toISOString(),
) {
  const hash = keccak256(stringToBytes(text));
  const message = reviewReplyMessage({ app: review.app, reviewId: review.id, hash, signedAt });
  return {
    review_id: review.id,
    text,
    signed_at: signedAt,
    signature: await account.signMessage({ message }),
  };
}

const curveOrder = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;

/** The same signature with s mirrored (n - s) and v flipped: valid for the same signer, but not canonical. */
export function highS(signature: Hex): Hex {
  const s = BigInt(`0x${signature.slice(66, 130)}`);
  const v = parseInt(signature.slice(130), 16);
  const mirrored = (curveOrder - s).toString(16).padStart(64, '0');
  return `${signature.slice(0, 66)}${mirrored}${(v === 27 ? 28 : 27).toString(16)}` as Hex;
}

export const postReview = (app: FastifyInstance, session: string, payload: object) =>
  app.inject({ method: 'POST', url: '/v1/reviews', payload, headers: { 'session-id': session } });

/** A contract proof of `app` signed by `signer` (the chain check is the contract-proofs module's own). */
export async function proofOf(db: DbExecutor, app: string, signer: string, { stale = false } = {}) {
  const address = `0x${Math.random().toString(16).slice(2).padEnd(40, '0').slice(0, 40)}`;
  await db.execute(sql`
    INSERT INTO contract_proofs (app_slug, chain_id, address, signer, role, message, signature, stale_since)
    VALUES (${app}, ${chainId}, ${address}, ${signer.toLowerCase()}, 'owner', 'proof', '0x',
            ${stale ? sql`now()` : null})`);
}
