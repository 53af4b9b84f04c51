import { submissionsPerDayText } from '@dappx/shared';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { RateLimitedError, tryAgainIn } from '../../lib/shared-rate-limit';

/** A wait as the refusal says it: hours once it is long, else minutes or seconds. */
const waitOf = (seconds: number) =>
  seconds >= 7200 ? `${Math.ceil(seconds / 3600)} h` : tryAgainIn(seconds);

/**
 * Refuses a user's submission beyond `perDay` in the last 24 hours, inside the transaction that will
 * insert it. The user's turn is taken first (a transaction-scoped advisory lock), so racing submissions
 * count one after another, each seeing those committed before it, on whichever replica they land.
 */
export async function holdDailyCap(tx: DbExecutor, userId: string, perDay: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`submit-dapp:${userId}`}, 0))`);
  // The newest `perDay` of the window: when there are that many, the last of them is the one whose
  // leaving the window frees a place.
  const { rows } = await tx.execute<{ wait_ms: string }>(sql`
    SELECT extract(epoch FROM (submitted_at + interval '24 hours' - now())) * 1000 AS wait_ms
    FROM dapp_submissions
    WHERE user_id = ${userId} AND submitted_at > now() - interval '24 hours'
    ORDER BY submitted_at DESC
    LIMIT ${perDay}`);
  if (rows.length < perDay) return;
  const seconds = Math.max(1, Math.ceil(Number(rows.at(-1)!.wait_ms) / 1000));
  throw new RateLimitedError(submissionsPerDayText(perDay, waitOf(seconds)), seconds, 'submissions-per-day');
}
