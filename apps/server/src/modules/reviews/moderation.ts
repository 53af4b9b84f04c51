import { errorCodes, reviewTexts, type Review } from '@dappx/shared';
import { sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordAudit, type Actor } from '../audit';
import { reviewById, reviewsWhere } from './repository';

const noSuchReview = () => new AppError(404, errorCodes.notFound, reviewTexts.noSuchReview);

/**
 * A signed-in user's report of a visible review, once per user and never of their own: it waits in the
 * console's queue until a moderator dismisses it or hides the review.
 */
export async function reportReview(
  db: DbExecutor,
  reporter: { userId: string; wallet: string },
  body: { review_id: number; reason: string; note?: string | undefined },
): Promise<{ reported: true }> {
  const review = await reviewById(db, body.review_id);
  if (!review || review.hidden) throw noSuchReview();
  if (review.wallet === reporter.wallet.toLowerCase())
    throw new AppError(403, errorCodes.forbidden, reviewTexts.ownReview);
  const { rows } = await db.execute(sql`
    INSERT INTO review_reports (review_id, user_id, reason, note)
    VALUES (${review.id}, ${reporter.userId}, ${body.reason}, ${body.note || null})
    ON CONFLICT (review_id, user_id) DO NOTHING
    RETURNING id`);
  if (rows.length === 0) throw new AppError(409, errorCodes.conflict, reviewTexts.alreadyReported);
  return { reported: true };
}

type ReportRow = { review_id: string; reason: 'spam'; note: string | null; created_at: Date | string };

/**
 * The console's queue: visible reviews with open reports (oldest report first), or the hidden reviews
 * (latest hidden first), each with its reports (the open ones; for a hidden review those it upheld).
 */
export async function reviewReportsQueue(
  db: DbExecutor,
  query: { status: 'open' | 'hidden'; offset: number; limit: number },
) {
  const open = query.status === 'open';
  const where = open
    ? sql`r.hidden_at IS NULL AND EXISTS (SELECT 1 FROM review_reports q WHERE q.review_id = r.id AND q.status = 'open')`
    : sql`r.hidden_at IS NOT NULL`;
  const order = open
    ? sql`(SELECT min(q.created_at) FROM review_reports q WHERE q.review_id = r.id AND q.status = 'open'), r.id`
    : sql`r.hidden_at DESC, r.id DESC`;
  const [reviews, counted] = await Promise.all([
    reviewsWhere(db, where, { order, offset: query.offset, limit: query.limit }),
    db.execute<{ total: string }>(sql`SELECT count(*) AS total FROM reviews r WHERE ${where}`),
  ]);
  const ids = reviews.map((review) => review.id);
  const { rows } = ids.length
    ? await db.execute<ReportRow>(sql`
        SELECT review_id, reason, note, created_at FROM review_reports
        WHERE review_id IN ${sql.raw(`(${ids.join(',')})`)} AND status = ${open ? 'open' : 'upheld'}
        ORDER BY created_at`)
    : { rows: [] as ReportRow[] };
  return {
    items: reviews.map((review) => ({
      review,
      reports: rows
        .filter((row) => Number(row.review_id) === review.id)
        .map((row) => ({ reason: row.reason, note: row.note, at: new Date(row.created_at).toISOString() })),
    })),
    total: Number(counted.rows[0]!.total),
  };
}

/** The review locked for a moderator's change, as it stands. */
async function lockedReview(tx: DbExecutor, id: number): Promise<Review> {
  const { rows } = await tx.execute(sql`SELECT id FROM reviews WHERE id = ${id} FOR UPDATE`);
  if (rows.length === 0) throw noSuchReview();
  return (await reviewById(tx, id))!;
}

type Moderation = { review_id: number; reason: string };

/** Hides a review with its reason (audited), upholding its open reports; its author still sees it. */
export async function hideReview(db: Db, operator: Actor, body: Moderation): Promise<Review> {
  return db.transaction(async (tx) => {
    const before = await lockedReview(tx, body.review_id);
    if (before.hidden) throw new AppError(409, errorCodes.conflict, reviewTexts.alreadyHidden);
    await tx.execute(sql`
      UPDATE reviews SET hidden_reason = ${body.reason}, hidden_at = now(), hidden_by = ${operator}
      WHERE id = ${body.review_id}`);
    await tx.execute(sql`
      UPDATE review_reports SET status = 'upheld', decided_at = now()
      WHERE review_id = ${body.review_id} AND status = 'open'`);
    const after = (await reviewById(tx, body.review_id))!;
    await recordAudit(tx, {
      operator,
      action: 'review.hide',
      target: `review:${body.review_id}`,
      before: { hidden: null },
      after: { hidden: after.hidden, app: after.app, wallet: after.wallet },
    });
    return after;
  });
}

/** Shows a hidden review again, saying why (audited). */
export async function restoreReview(db: Db, operator: Actor, body: Moderation): Promise<Review> {
  return db.transaction(async (tx) => {
    const before = await lockedReview(tx, body.review_id);
    if (!before.hidden) throw new AppError(409, errorCodes.conflict, reviewTexts.notHidden);
    await tx.execute(sql`
      UPDATE reviews SET hidden_reason = NULL, hidden_at = NULL, hidden_by = NULL WHERE id = ${body.review_id}`);
    await recordAudit(tx, {
      operator,
      action: 'review.restore',
      target: `review:${body.review_id}`,
      before: { hidden: before.hidden },
      after: { hidden: null, reason: body.reason },
    });
    return (await reviewById(tx, body.review_id))!;
  });
}

/** Dismisses a review's open reports, saying why (audited): it leaves the queue, and stays shown. */
export async function dismissReports(db: Db, operator: Actor, body: Moderation): Promise<Review> {
  return db.transaction(async (tx) => {
    const review = await lockedReview(tx, body.review_id);
    const { rows } = await tx.execute(sql`
      UPDATE review_reports SET status = 'dismissed', decided_at = now()
      WHERE review_id = ${body.review_id} AND status = 'open' RETURNING id`);
    await recordAudit(tx, {
      operator,
      action: 'review.dismiss',
      target: `review:${body.review_id}`,
      before: { open_reports: rows.length },
      after: { open_reports: 0, reason: body.reason },
    });
    return review;
  });
}
