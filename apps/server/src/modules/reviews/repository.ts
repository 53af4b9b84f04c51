import { reviewRules, reviewSummaryLabel, type Review, type ReviewSummary } from '@dappx/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';

type ReviewRow = {
  id: number | string;
  app_slug: string;
  wallet: string;
  rating: number;
  language: Review['language'];
  text: string;
  signed_at: Date | string;
  message: string;
  signature: string;
  created_at: Date | string;
  edited_at: Date | string | null;
  hidden_reason: string | null;
  hidden_at: Date | string | null;
  transactions: number | string;
  since: Date | string | null;
  farm: boolean | null;
  reply: {
    text: string;
    signer: string;
    role: 'deployer' | 'owner' | 'admin';
    signed_at: string;
    message: string;
    signature: string;
  } | null;
};

const iso = (at: Date | string) => new Date(at).toISOString();
const isoOrNull = (at: Date | string | null) => (at === null ? null : iso(at));

/**
 * How a wallet used an app, as the indexer counted it: its counted transactions, the first one's time,
 * and whether the cleaning rules flagged any of its rows as a farm's. `r` names the review row.
 */
const useOfReviewer = sql`
  LEFT JOIN LATERAL (
    SELECT count(*) FILTER (WHERE t.not_counted IS NULL) AS transactions,
           min(t.block_time) FILTER (WHERE t.not_counted IS NULL) AS since,
           coalesce(bool_or(t.cleaned = 'farm'), false) AS farm
    FROM rankings_transactions t
    WHERE t.app_slug = r.app_slug AND t.from_address = r.wallet
  ) u ON true
  LEFT JOIN LATERAL (
    SELECT json_build_object('text', p.text, 'signer', p.signer, 'role', p.role,
             'signed_at', to_char(p.signed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
             'message', p.message, 'signature', p.signature) AS reply
    FROM review_replies p WHERE p.review_id = r.id
  ) p ON true`;

const reviewColumns = sql`r.*, u.transactions, u.since, u.farm, p.reply`;

const reviewOf = (row: ReviewRow): Review => ({
  id: Number(row.id),
  app: row.app_slug,
  wallet: row.wallet,
  rating: Number(row.rating),
  language: row.language,
  text: row.text,
  signed_at: iso(row.signed_at),
  message: row.message,
  signature: row.signature,
  created_at: iso(row.created_at),
  edited_at: isoOrNull(row.edited_at),
  use: { transactions: Number(row.transactions ?? 0), since: isoOrNull(row.since) },
  counted: !row.farm,
  hidden: row.hidden_at === null ? null : { reason: row.hidden_reason ?? '', at: iso(row.hidden_at) },
  reply: row.reply,
});

/** Reviews with their authors' use and the team's reply, as `where` (over `r`) picks them. */
export async function reviewsWhere(
  db: DbExecutor,
  where: SQL,
  page: { order?: SQL; offset?: number; limit?: number } = {},
): Promise<Review[]> {
  const { rows } = await db.execute<ReviewRow>(sql`
    SELECT ${reviewColumns} FROM reviews r ${useOfReviewer}
    WHERE ${where}
    ORDER BY ${page.order ?? sql`r.signed_at DESC, r.id DESC`}
    OFFSET ${page.offset ?? 0} LIMIT ${page.limit ?? 1000}`);
  return rows.map(reviewOf);
}

export async function reviewById(db: DbExecutor, id: number): Promise<Review | undefined> {
  return (await reviewsWhere(db, sql`r.id = ${id}`))[0];
}

/** The visible reviews' count, and the summaries over the counted ones: overall and the recent window. */
export async function reviewSummaries(
  db: DbExecutor,
  app: string,
): Promise<{ total: number; overall: ReviewSummary; recent: ReviewSummary }> {
  const { rows } = await db.execute<Record<string, string>>(sql`
    SELECT count(*) AS total,
      count(*) FILTER (WHERE NOT u.farm) AS counted,
      count(*) FILTER (WHERE NOT u.farm AND r.rating >= 4) AS positive,
      count(*) FILTER (WHERE NOT u.farm AND r.signed_at >= now() - make_interval(days => ${reviewRules.recentDays})) AS recent_counted,
      count(*) FILTER (WHERE NOT u.farm AND r.rating >= 4
        AND r.signed_at >= now() - make_interval(days => ${reviewRules.recentDays})) AS recent_positive
    FROM reviews r
    CROSS JOIN LATERAL (
      SELECT EXISTS (SELECT 1 FROM rankings_transactions t
        WHERE t.app_slug = r.app_slug AND t.from_address = r.wallet AND t.cleaned = 'farm') AS farm
    ) u
    WHERE r.app_slug = ${app} AND r.hidden_at IS NULL`);
  const row = rows[0]!;
  const summary = (positive: number, total: number) => ({
    label: reviewSummaryLabel(positive, total),
    positive,
    total,
  });
  return {
    total: Number(row.total),
    overall: summary(Number(row.positive), Number(row.counted)),
    recent: summary(Number(row.recent_positive), Number(row.recent_counted)),
  };
}

/** Whether the indexer counted the wallet among the app's users within the eligible window. */
export async function countedUserOf(db: DbExecutor, app: string, wallet: string): Promise<boolean> {
  const { rows } = await db.execute<{ counted: boolean }>(sql`
    SELECT EXISTS (
      SELECT 1 FROM rankings_hourly_wallets
      WHERE app_slug = ${app} AND wallet = ${wallet.toLowerCase()}
        AND hour >= now() - make_interval(days => ${reviewRules.eligibleDays})
    ) AS counted`);
  return rows[0]!.counted;
}

/** The wallet's counted transactions to the app and the first one's time. */
export async function useOf(db: DbExecutor, app: string, wallet: string) {
  const { rows } = await db.execute<{ transactions: string; since: Date | string | null }>(sql`
    SELECT count(*) AS transactions, min(block_time) AS since FROM rankings_transactions
    WHERE app_slug = ${app} AND from_address = ${wallet.toLowerCase()} AND not_counted IS NULL`);
  return { transactions: Number(rows[0]!.transactions), since: isoOrNull(rows[0]!.since) };
}

export type SignedReview = {
  app: string;
  wallet: string;
  rating: number;
  language: string;
  text: string;
  signedAt: Date;
  message: string;
  signature: string;
};

/**
 * Writes a wallet's review, or replaces it with a newer signature: in one statement, so of two edits
 * racing the newer stands whatever order they commit in. Answers the id, or undefined when the stored
 * one is as new or newer (a replay). A signature used before fails on its unique index.
 */
export async function upsertReview(db: DbExecutor, review: SignedReview): Promise<number | undefined> {
  const { rows } = await db.execute<{ id: string }>(sql`
    INSERT INTO reviews AS r (app_slug, wallet, rating, language, text, signed_at, message, signature)
    VALUES (${review.app}, ${review.wallet.toLowerCase()}, ${review.rating}, ${review.language},
            ${review.text}, ${review.signedAt.toISOString()}, ${review.message}, ${review.signature})
    ON CONFLICT (app_slug, wallet) DO UPDATE SET
      rating = excluded.rating, language = excluded.language, text = excluded.text,
      signed_at = excluded.signed_at, message = excluded.message, signature = excluded.signature,
      edited_at = now()
    WHERE r.signed_at < excluded.signed_at
    RETURNING id`);
  return rows[0] ? Number(rows[0].id) : undefined;
}

export type SignedReply = {
  reviewId: number;
  text: string;
  signer: string;
  role: string;
  signedAt: Date;
  message: string;
  signature: string;
};

/** The team's reply, replacing an earlier one only with a newer signature; false for a replay. */
export async function upsertReply(db: DbExecutor, reply: SignedReply): Promise<boolean> {
  const { rows } = await db.execute(sql`
    INSERT INTO review_replies AS p (review_id, text, signer, role, signed_at, message, signature)
    VALUES (${reply.reviewId}, ${reply.text}, ${reply.signer.toLowerCase()}, ${reply.role},
            ${reply.signedAt.toISOString()}, ${reply.message}, ${reply.signature})
    ON CONFLICT (review_id) DO UPDATE SET
      text = excluded.text, signer = excluded.signer, role = excluded.role, signed_at = excluded.signed_at,
      message = excluded.message, signature = excluded.signature, created_at = now()
    WHERE p.signed_at < excluded.signed_at
    RETURNING review_id`);
  return rows.length > 0;
}

/** The role of a current (not stale) proof of the app signed by `signer`, if any. */
export async function teamRoleOf(db: DbExecutor, app: string, signer: string) {
  const { rows } = await db.execute<{ role: 'deployer' | 'owner' | 'admin' }>(sql`
    SELECT role FROM contract_proofs
    WHERE app_slug = ${app} AND signer = ${signer.toLowerCase()} AND stale_since IS NULL
    ORDER BY CASE role WHEN 'owner' THEN 0 WHEN 'admin' THEN 1 ELSE 2 END LIMIT 1`);
  return rows[0]?.role;
}
