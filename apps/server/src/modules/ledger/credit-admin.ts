import { errorCodes, perCreditCapText, perDayCapText, type CreditResponse } from '@dappx/shared';
import { and, eq, gt, inArray, sql, sum } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordAudit, type Actor } from '../audit';
import { credit, creditBucketOf } from './credit';
import { lockCreditLimits, type CreditLimits } from './credit-limits';
import { once } from './idempotency';
import { balanceOf, type Asset } from './ledger';
import { credits } from './schema';

export type CreditRequest = { userId: string; address: string; asset: Asset; amount: bigint; reason: string };
export type CreditRow = typeof credits.$inferSelect;

/** What the credits of a token posted or waiting in the last 24 hours add up to (the per-day cap's use). */
async function creditedInADay(tx: DbExecutor, token: Asset): Promise<bigint> {
  const [row] = await tx
    .select({ total: sum(credits.amount) })
    .from(credits)
    .where(
      and(
        eq(credits.token, token),
        inArray(credits.status, ['posted', 'pending']),
        gt(credits.requestedAt, sql`now() - interval '24 hours'`),
      ),
    );
  return BigInt(row?.total ?? 0);
}

/** 400 naming the cap when `amount` is above the per-credit cap or the day's room. */
async function checkCaps(tx: DbExecutor, limits: CreditLimits, asset: Asset, amount: bigint) {
  if (amount > limits.perCreditCap)
    throw new AppError(400, errorCodes.validation, perCreditCapText(limits.perCreditCap, asset));
  const used = await creditedInADay(tx, asset);
  if (used + amount > limits.perDayCap) {
    const left = limits.perDayCap > used ? limits.perDayCap - used : 0n;
    throw new AppError(400, errorCodes.validation, perDayCapText(limits.perDayCap, left, asset));
  }
}

/** A credit's answer; `balance` is the user's balance after it, once posted. */
export const creditAnswer = (row: CreditRow, balance: bigint | null): CreditResponse => ({
  id: row.id,
  status: row.status,
  entry_id: row.entryId === null ? null : row.entryId.toString(),
  address: row.address,
  token: row.token,
  amount: row.amount.toString(),
  reason: row.reason,
  balance: balance === null ? null : balance.toString(),
});

/**
 * Posts a credit's ledger entry with its audit row (the balance before and after), inside the caller's
 * transaction: a credit at or under the threshold at once, or one a second operator approved.
 */
export async function postCredit(
  tx: DbExecutor,
  row: CreditRow,
  audit: { actor: Actor; action: 'credit.add' | 'credit.approve' },
) {
  const asset = row.token as Asset;
  const bucket = creditBucketOf[asset];
  const before = await balanceOf(tx, row.userId, asset, bucket);
  const entry = await credit(tx, row.userId, asset, row.amount, row.reason);
  const [posted] = await tx
    .update(credits)
    .set({ status: 'posted', entryId: entry })
    .where(eq(credits.id, row.id))
    .returning();
  const after = await balanceOf(tx, row.userId, asset, bucket);
  await recordAudit(tx, {
    operator: audit.actor,
    action: audit.action,
    target: row.address,
    before: { token: asset, balance: before.toString() },
    after: {
      token: asset,
      balance: after.toString(),
      amount: row.amount.toString(),
      reason: row.reason,
      entry: entry.toString(),
      credit: row.id,
      requested_by: row.requestedBy,
    },
  });
  return creditAnswer(posted!, after);
}

/**
 * An airdrop asked for by an operator or the admin command, within its token's caps (per credit, and
 * per 24 hours counting credits posted and waiting). At or under the approval threshold it posts at
 * once; above it, it waits for a second operator and nothing is posted. With an Idempotency-Key it
 * runs once per key and request, so a double click credits (or asks) once; the key is kept apart from
 * the user's own keys.
 */
export async function grantCredit(
  db: Db,
  actor: Actor,
  request: CreditRequest,
  key: string | undefined,
): Promise<CreditResponse> {
  const { userId, address, asset, amount, reason } = request;
  const claim = {
    userId,
    key: key && `credit:${key}`,
    request: { path: 'credit', address, asset, amount: amount.toString(), reason },
  };
  return once(db, claim, async (tx) => {
    const limits = await lockCreditLimits(tx, asset);
    await checkCaps(tx, limits, asset, amount);
    const waits = amount > limits.approvalThreshold;
    const [row] = await tx
      .insert(credits)
      .values({ userId, address, token: asset, amount, reason, status: 'pending', requestedBy: actor })
      .returning();
    if (!waits) return postCredit(tx, row!, { actor, action: 'credit.add' });
    await recordAudit(tx, {
      operator: actor,
      action: 'credit.request',
      target: address,
      before: null,
      after: { token: asset, amount: amount.toString(), reason, credit: row!.id, status: 'pending' },
    });
    return creditAnswer(row!, null);
  });
}
