import { createHash } from 'node:crypto';
import { errorCodes } from '@dappx/shared';
import { sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { checkBalanced, counted, postingArguments, type LedgerEntry } from './ledger';

/**
 * Runs a money-moving call once per (user, key): the key is claimed in the same transaction as the work,
 * so a concurrent duplicate waits for the first and then replays its answer; the same key with another
 * request is refused. Without a key the work simply runs in a transaction.
 */
export async function once<T>(
  db: Db,
  claim: { userId: string; key: string | undefined; request: unknown },
  work: (tx: DbExecutor) => Promise<T>,
): Promise<T> {
  if (!claim.key) return db.transaction(work);
  const key = claim.key;
  const requestHash = requestHashOf(claim.request);
  return db.transaction(async (tx) => {
    const claimed = await tx.execute(sql`
      INSERT INTO idempotency_keys (user_id, key, request_hash, status_code, response)
      VALUES (${claim.userId}, ${key}, ${requestHash}, 0, 'null'::jsonb)
      ON CONFLICT DO NOTHING RETURNING key`);
    if (claimed.rows.length === 0) return earlierAnswer<T>(tx, { userId: claim.userId, key }, requestHash);
    const answer = await work(tx);
    await tx.execute(sql`
      UPDATE idempotency_keys SET status_code = 200, response = ${JSON.stringify(answer)}::jsonb
      WHERE user_id = ${claim.userId} AND key = ${key}`);
    return answer;
  });
}

/** What identifies a request under its key: the hash of its path and parsed body (amounts as text). */
function requestHashOf(request: unknown): string {
  return createHash('sha256')
    .update(
      JSON.stringify(request, (_, value: unknown) => (typeof value === 'bigint' ? value.toString() : value)),
    )
    .digest('hex');
}

/** The stored answer of a key already claimed, if it was claimed by the same request; 409 otherwise. */
async function earlierAnswer<T>(
  db: DbExecutor,
  claim: { userId: string; key: string },
  requestHash: string,
): Promise<T> {
  const [earlier] = (
    await db.execute<{ request_hash: string; response: T }>(sql`
      SELECT request_hash, response FROM idempotency_keys WHERE user_id = ${claim.userId} AND key = ${claim.key}`)
  ).rows;
  if (earlier?.request_hash !== requestHash) {
    throw new AppError(
      409,
      errorCodes.idempotencyMismatch,
      'This Idempotency-Key was already used for another request.',
    );
  }
  return earlier.response;
}

/** One money-moving call as `once` tells it apart: whose it is, its Idempotency-Key, and what it asks. */
export type MoneyClaim = { userId: string; key: string | undefined; request: unknown };

/**
 * A signed-in user's money-moving call: one transaction, run once per Idempotency-Key, answering the
 * spec's 'Ok'. The route resolves the session first, so the ledger knows users only by their id.
 */
export async function moveMoney(
  db: Db,
  claim: MoneyClaim,
  work: (tx: DbExecutor, userId: string) => Promise<unknown>,
): Promise<{ message: 'Ok' }> {
  return once(db, claim, async (tx) => {
    await work(tx, claim.userId);
    return { message: 'Ok' as const };
  });
}

const ok = { message: 'Ok' as const };

// Named, so each pooled connection parses and plans them once.
const postStatement = {
  name: 'ledger-post-entry',
  text: 'SELECT ledger_post_entry($1, $2, $3, $4, $5::uuid[], $6::text[], $7::text[], $8::numeric[]) AS id',
};
const claimAndPostStatement = {
  name: 'ledger-claim-and-post-entry',
  text: `
    WITH claim AS (
      INSERT INTO idempotency_keys (user_id, key, request_hash, status_code, response)
      VALUES ($9, $10, $11, 200, $12::jsonb) ON CONFLICT DO NOTHING RETURNING key
    )
    SELECT ledger_post_entry($1, $2, $3, $4, $5::uuid[], $6::text[], $7::text[], $8::numeric[]) AS id FROM claim`,
};

/**
 * A money call that is exactly one ledger entry, answering 'Ok' like `moveMoney`, in one statement and so
 * one round trip: without a key the posting alone (a single statement is its own transaction); with one,
 * the key is claimed with its final answer in the same statement, so the entry is posted only if the
 * claim is new, and a failed posting leaves no claim behind. A key already claimed replays its answer
 * (or is refused for another request) as in `once`.
 */
export async function postEntryOnce(
  db: Db,
  claim: MoneyClaim,
  entry: LedgerEntry,
): Promise<{ message: 'Ok' }> {
  const { key } = claim;
  const requestHash = key ? requestHashOf(claim.request) : '';
  const posted = await counted(
    entry,
    () => {
      checkBalanced(entry);
      const posting = postingArguments(entry);
      return key
        ? db.$client.query({
            ...claimAndPostStatement,
            values: [...posting, claim.userId, key, requestHash, JSON.stringify(ok)],
          })
        : db.$client.query({ ...postStatement, values: [...posting] });
    },
    (result) => result.rowCount === 1,
  );
  if (key && posted.rowCount === 0) return earlierAnswer(db, { userId: claim.userId, key }, requestHash);
  return ok;
}
