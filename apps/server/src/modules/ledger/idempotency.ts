import { createHash } from 'node:crypto';
import { errorCodes } from '@dappx/shared';
import { sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';

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
  const requestHash = createHash('sha256')
    .update(
      JSON.stringify(claim.request, (_, value: unknown) =>
        typeof value === 'bigint' ? value.toString() : value,
      ),
    )
    .digest('hex');
  return db.transaction(async (tx) => {
    const claimed = await tx.execute(sql`
      INSERT INTO idempotency_keys (user_id, key, request_hash, status_code, response)
      VALUES (${claim.userId}, ${claim.key}, ${requestHash}, 0, 'null'::jsonb)
      ON CONFLICT DO NOTHING RETURNING key`);
    if (claimed.rows.length === 0) {
      const [earlier] = (
        await tx.execute<{ request_hash: string; response: T }>(sql`
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
    const answer = await work(tx);
    await tx.execute(sql`
      UPDATE idempotency_keys SET status_code = 200, response = ${JSON.stringify(answer)}::jsonb
      WHERE user_id = ${claim.userId} AND key = ${claim.key}`);
    return answer;
  });
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
