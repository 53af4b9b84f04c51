import { createHash } from 'node:crypto';
import { errorCodes } from '@dappx/shared';
import { sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { countLedgerEntry } from '../../lib/process-metrics';
import { checkBalanced, insufficientBalanceText, postingArguments, type LedgerEntry } from './ledger';

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

/**
 * Stands for the signed-in user in an entry posted by a statement that finds the user itself
 * (`postOnceCall`): the nil UUID, which no user's id is.
 */
export const signedInUser = '00000000-0000-0000-0000-000000000000';

export type PostOnceOutcome = 'posted' | 'replay' | 'short';

/**
 * The call of `ledger_post_once` (migration 0032) for an entry of the signed-in user, as SQL for a
 * statement that finds that user's id itself (`userIdSql`), its parameters numbered from `$first`. The
 * entry names its user `signedInUser`; the call puts the found id in its place. It posts the entry once
 * per Idempotency-Key with 'Ok' as the key's answer, and answers a `PostOnceOutcome`.
 */
export function postOnceCall(
  claim: Pick<MoneyClaim, 'key' | 'request'>,
  entry: LedgerEntry,
  userIdSql: string,
  first: number,
) {
  if (entry.userId !== signedInUser) throw new Error('The entry is not the signed-in user’s');
  checkBalanced(entry);
  const [kind, , memo, txHash, owners, assets, buckets, amounts] = postingArguments(entry);
  const $ = (offset: number) => `$${first + offset}`;
  return {
    sql: `ledger_post_once(${userIdSql}, ${$(0)}, ${$(1)}, ${$(2)}::jsonb, ${$(3)}, ${$(4)}, ${$(5)},
      array_replace(${$(6)}::uuid[], '${signedInUser}'::uuid, ${userIdSql}),
      ${$(7)}::text[], ${$(8)}::text[], ${$(9)}::numeric[])`,
    values: [
      claim.key ?? null,
      claim.key ? requestHashOf(claim.request) : '',
      JSON.stringify(ok),
      kind,
      memo,
      txHash,
      owners,
      assets,
      buckets,
      amounts,
    ],
  };
}

/** What a call of `postOnceCall` answers: 'Ok', the key's earlier answer, or the overdraft's refusal. */
export async function postedAnswer(
  db: Db,
  outcome: PostOnceOutcome,
  claim: MoneyClaim,
  entry: LedgerEntry,
): Promise<{ message: 'Ok' }> {
  switch (outcome) {
    case 'posted':
      countLedgerEntry(entry.kind);
      return ok;
    case 'short':
      countLedgerEntry(entry.kind, 'insufficient_balance');
      throw new AppError(400, errorCodes.insufficientBalance, insufficientBalanceText);
    case 'replay':
      return earlierAnswer(db, { userId: claim.userId, key: claim.key! }, requestHashOf(claim.request));
  }
}
