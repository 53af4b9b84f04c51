import { createHash } from 'node:crypto';
import { errorCodes } from '@dappx/shared';
import { sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { countLedgerEntry } from '../../lib/process-metrics';
import { checkBalanced, insufficientBalanceText, postingArguments, type LedgerEntry } from './ledger';

/**
 * Runs a money-moving call once per (user, key), by the rule of `ledger_claim_key` (ledger.sql): the key
 * is claimed in the same transaction as the work, so a concurrent duplicate waits for the first and then
 * replays its answer; the same key with another request is refused. Without a key the work simply runs
 * in a transaction.
 */
export async function once<T>(
  db: Db,
  claim: { userId: string; key: string | undefined; request: unknown },
  work: (tx: DbExecutor) => Promise<T>,
): Promise<T> {
  if (!claim.key) return db.transaction(work);
  const key = claim.key;
  return db.transaction(async (tx) => {
    const claimed = await tx.execute<{ verdict: KeyVerdict }>(sql`
      SELECT ledger_claim_key(p_user_id => ${claim.userId}, p_key => ${key},
        p_request_hash => ${requestHashOf(claim.request)}, p_response => 'null'::jsonb) AS verdict`);
    const verdict = claimed.rows[0]!.verdict;
    if (verdict !== 'claimed') return answerOfClaimedKey<T>(tx, verdict, { userId: claim.userId, key });
    const answer = await work(tx);
    await tx.execute(sql`
      UPDATE idempotency_keys SET response = ${JSON.stringify(answer)}::jsonb
      WHERE user_id = ${claim.userId} AND key = ${key}`);
    return answer;
  });
}

/** What `ledger_claim_key` answers of a key: run the work, answer what it holds, or refuse it. */
type KeyVerdict = 'claimed' | 'replay' | 'reused';

/** What identifies a request under its key: the hash of its path and parsed body (amounts as text). */
function requestHashOf(request: unknown): string {
  return createHash('sha256')
    .update(
      JSON.stringify(request, (_, value: unknown) => (typeof value === 'bigint' ? value.toString() : value)),
    )
    .digest('hex');
}

/** A claimed key's answer: what it holds when the same request claimed it, 409 when another did. */
async function answerOfClaimedKey<T>(
  db: DbExecutor,
  verdict: Exclude<KeyVerdict, 'claimed'>,
  claim: { userId: string; key: string },
): Promise<T> {
  if (verdict === 'reused') {
    throw new AppError(
      409,
      errorCodes.idempotencyMismatch,
      'This Idempotency-Key was already used for another request.',
    );
  }
  const [earlier] = (
    await db.execute<{ response: T }>(sql`
      SELECT response FROM idempotency_keys WHERE user_id = ${claim.userId} AND key = ${claim.key}`)
  ).rows;
  return earlier!.response;
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
 * (`postOnceArguments`): the nil UUID, which no user's id is.
 */
export const signedInUser = '00000000-0000-0000-0000-000000000000';

/** What `ledger_post_once` answers: the entry posted, the key's verdict, or an overdraft refused. */
export type PostOnceOutcome = 'posted' | Exclude<KeyVerdict, 'claimed'> | 'overdrawn';

/** The arguments `ledger_post_once` (ledger.sql) takes besides the user's id, by their names there. */
export type PostOnceArguments = {
  p_key: string | null;
  p_request_hash: string;
  p_response: string;
  p_kind: string;
  p_memo: string;
  p_tx_hash: string | null;
  p_owners: (string | null)[];
  p_assets: string[];
  p_buckets: string[];
  p_amounts: string[];
};

/**
 * The arguments of `ledger_post_once` for an entry of the signed-in user, posted by a statement that
 * finds that user's id itself: the entry names its user `signedInUser`, which the statement replaces.
 * Posted once per Idempotency-Key with 'Ok' as the key's answer; the call answers a `PostOnceOutcome`.
 */
export function postOnceArguments(
  claim: Pick<MoneyClaim, 'key' | 'request'>,
  entry: LedgerEntry,
): PostOnceArguments {
  if (entry.userId !== signedInUser) throw new Error('The entry is not the signed-in user’s');
  checkBalanced(entry);
  const [kind, , memo, txHash, owners, assets, buckets, amounts] = postingArguments(entry);
  return {
    p_key: claim.key ?? null,
    p_request_hash: claim.key ? requestHashOf(claim.request) : '',
    p_response: JSON.stringify(ok),
    p_kind: kind,
    p_memo: memo,
    p_tx_hash: txHash,
    p_owners: owners,
    p_assets: assets,
    p_buckets: buckets,
    p_amounts: amounts,
  };
}

/** What a posting of `postOnceArguments` answers: 'Ok', the key's earlier answer, 409, or the overdraft's refusal. */
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
    case 'overdrawn':
      countLedgerEntry(entry.kind, 'insufficient_balance');
      throw new AppError(400, errorCodes.insufficientBalance, insufficientBalanceText);
    case 'replay':
    case 'reused':
      return answerOfClaimedKey(db, outcome, { userId: claim.userId, key: claim.key! });
  }
}
