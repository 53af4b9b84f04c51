import {
  errorCodes,
  reviewDigestInput,
  reviewMessage,
  reviewReplyMessage,
  reviewRules,
  reviewTexts,
  type Review,
  type ReviewBody,
} from '@dappx/shared';
import { sql } from 'drizzle-orm';
import { keccak256, stringToBytes, type Address, type Hex } from 'viem';
import type { DbExecutor } from '../../db/client';
import { pgErrorCode } from '../../db/errors';
import { AppError } from '../../lib/app-error';
import { recoverCanonicalMessageAddress } from '../../lib/signature';
import {
  countedUserOf,
  reviewById,
  reviewSummaries,
  reviewsWhere,
  teamRoleOf,
  upsertReply,
  upsertReview,
  useOf,
} from './repository';

const maxSkewMs = reviewRules.signatureMaxAgeMinutes * 60_000;

/** A signature's time, refused when it is further from now than the rules allow, either way. */
function freshSignedAt(signedAt: string): Date {
  const at = new Date(signedAt);
  if (!(Math.abs(Date.now() - at.getTime()) <= maxSkewMs))
    throw new AppError(400, errorCodes.validation, reviewTexts.signatureExpired);
  return at;
}

/** The wallet that signed `message`; a malformed or high-s signature is no wallet's. */
async function signerOf(message: string, signature: string): Promise<Address | undefined> {
  try {
    return await recoverCanonicalMessageAddress({ message, signature: signature as Hex });
  } catch {
    return undefined;
  }
}

const hashOf = (text: string) => keccak256(stringToBytes(text));

const replayed = () => new AppError(409, errorCodes.conflict, reviewTexts.replayed);

/** Runs a write whose unique signature index refuses a signature used before: a replay too. */
async function refusingReusedSignature<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgErrorCode(error) === '23505') throw replayed();
    throw error;
  }
}

/** Whether the wallet may review the app now, and how it used it (for the form and the refusal). */
export async function reviewEligibilityOf(db: DbExecutor, app: string, wallet: string) {
  const [eligible, use] = await Promise.all([countedUserOf(db, app, wallet), useOf(db, app, wallet)]);
  return { eligible, reason: eligible ? null : reviewTexts.notUser, use };
}

/**
 * A signed-in wallet's review, or its edit (signed again, with a newer time). The server rebuilds the
 * message from the review itself, so a signature over any other rating, text, app, wallet or time
 * recovers another address and is refused; so is a wallet the indexer did not count among the app's users.
 * Nothing is written unless every check holds.
 */
export async function submitReview(
  db: DbExecutor,
  sessionWallet: string,
  body: ReviewBody & { wallet?: string },
): Promise<Review> {
  const signedAt = freshSignedAt(body.signed_at);
  const claimed = (body.wallet ?? sessionWallet).toLowerCase();
  const hash = hashOf(reviewDigestInput(body));
  const message = reviewMessage({ app: body.app, wallet: claimed, hash, signedAt: body.signed_at });
  const signer = await signerOf(message, body.signature);
  if (signer?.toLowerCase() !== claimed)
    throw new AppError(400, errorCodes.validation, reviewTexts.notSigner);
  if (claimed !== sessionWallet.toLowerCase())
    throw new AppError(403, errorCodes.forbidden, reviewTexts.notYourWallet);
  if (!(await countedUserOf(db, body.app, claimed)))
    throw new AppError(403, errorCodes.forbidden, reviewTexts.notUser);
  const id = await refusingReusedSignature(() =>
    upsertReview(db, {
      app: body.app,
      wallet: claimed,
      rating: body.rating,
      language: body.language,
      text: body.text,
      signedAt,
      message,
      signature: body.signature,
    }),
  );
  if (id === undefined) throw replayed();
  return (await reviewById(db, id))!;
}

/**
 * A team's reply: the signature is the authority. Its signer must have proved a contract of the review's
 * app (a current proof), and the reply is marked with the role it proved. A newer signature replaces it.
 */
export async function submitReply(
  db: DbExecutor,
  body: { review_id: number; text: string; signed_at: string; signature: string },
): Promise<Review> {
  const signedAt = freshSignedAt(body.signed_at);
  const review = await reviewById(db, body.review_id);
  if (!review) throw new AppError(404, errorCodes.notFound, reviewTexts.noSuchReview);
  const message = reviewReplyMessage({
    app: review.app,
    reviewId: review.id,
    hash: hashOf(body.text),
    signedAt: body.signed_at,
  });
  const signer = await signerOf(message, body.signature);
  if (!signer) throw new AppError(400, errorCodes.validation, reviewTexts.notSigner);
  const role = await teamRoleOf(db, review.app, signer);
  if (!role) throw new AppError(403, errorCodes.forbidden, reviewTexts.notTeam);
  const saved = await refusingReusedSignature(() =>
    upsertReply(db, {
      reviewId: review.id,
      text: body.text,
      signer,
      role,
      signedAt,
      message,
      signature: body.signature,
    }),
  );
  if (!saved) throw replayed();
  return (await reviewById(db, review.id))!;
}

/** An app's visible reviews, newest first, with the summaries and the signed-in wallet's own review. */
export async function reviewsOfApp(
  db: DbExecutor,
  query: { app: string; offset: number; limit: number },
  wallet: string | undefined,
) {
  const [summaries, reviews, mine] = await Promise.all([
    reviewSummaries(db, query.app),
    reviewsWhere(db, sql`r.app_slug = ${query.app} AND r.hidden_at IS NULL`, query),
    wallet
      ? reviewsWhere(db, sql`r.app_slug = ${query.app} AND r.wallet = ${wallet.toLowerCase()}`)
      : Promise.resolve([]),
  ]);
  return {
    overall: summaries.overall,
    recent: summaries.recent,
    reviews,
    total: summaries.total,
    mine: mine[0] ?? null,
  };
}
