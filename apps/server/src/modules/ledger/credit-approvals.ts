import {
  creditsTexts,
  errorCodes,
  type CreditRecord,
  type CreditResponse,
  type ListCreditsQuery,
} from '@dappx/shared';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client';
import { holdsText, pageOfRows } from '../../db/pages';
import { AppError } from '../../lib/app-error';
import { recordAudit, type Actor } from '../audit';
import { creditAnswer, postCredit, type CreditRow } from './credit-admin';
import { credits } from './schema';

/** A page of the console's list when it names no size (the "Waiting for approval" list reads one page). */
const listedCredits = 200;

const recordOf = (row: CreditRow): CreditRecord => {
  const { balance: _balance, ...answer } = creditAnswer(row, null);
  return {
    ...answer,
    requested_by: row.requestedBy,
    requested_at: row.requestedAt.toISOString(),
    decided_by: row.decidedBy,
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
};

/** The credits of a status, or matching a text in the address or the reason, a page at a time, newest first. */
export async function listCredits(db: DbExecutor, query: Partial<ListCreditsQuery>) {
  const text = query.q?.toLowerCase();
  const where = and(
    query.status && eq(credits.status, query.status),
    text ? holdsText(text, credits.address, credits.reason) : undefined,
  );
  const order = [desc(credits.requestedAt), desc(credits.id)];
  const page = await pageOfRows(db, credits, { where, order }, query, listedCredits);
  return { credits: page.rows.map(recordOf), total: page.total };
}

/**
 * Takes a waiting credit for a decision, in the decision's transaction: only while it waits, and only by
 * someone other than whoever asked for it. The conditional UPDATE is the one gate: of two operators
 * deciding at once, the second waits on the row and then finds it decided (409).
 */
async function takeWaitingCredit(tx: DbExecutor, actor: Actor, id: string) {
  const [taken] = await tx
    .update(credits)
    .set({ decidedBy: actor, decidedAt: new Date() })
    .where(and(eq(credits.id, id), eq(credits.status, 'pending'), ne(credits.requestedBy, actor)))
    .returning();
  if (taken) return taken;
  const [row] = await tx.select().from(credits).where(eq(credits.id, id));
  if (!row) throw new AppError(404, errorCodes.notFound, creditsTexts.unknownCredit);
  if (row.status !== 'pending') throw new AppError(409, errorCodes.conflict, creditsTexts.notWaiting);
  throw new AppError(403, errorCodes.forbidden, creditsTexts.ownCredit);
}

/** A second operator approves a waiting credit: it posts, once, with the approval's audit row. */
export async function approveCredit(db: Db, actor: Actor, id: string): Promise<CreditResponse> {
  return db.transaction(async (tx) => {
    const taken = await takeWaitingCredit(tx, actor, id);
    return postCredit(tx, taken, { actor, action: 'credit.approve' });
  });
}

/** A second operator rejects a waiting credit: nothing is posted; the rejection has its audit row. */
export async function rejectCredit(db: Db, actor: Actor, id: string): Promise<CreditResponse> {
  return db.transaction(async (tx) => {
    await takeWaitingCredit(tx, actor, id);
    const [taken] = await tx
      .update(credits)
      .set({ status: 'rejected' })
      .where(eq(credits.id, id))
      .returning();
    await recordAudit(tx, {
      operator: actor,
      action: 'credit.reject',
      target: taken!.address,
      before: { status: 'pending' },
      after: {
        token: taken!.token,
        amount: taken!.amount.toString(),
        reason: taken!.reason,
        credit: taken!.id,
        requested_by: taken!.requestedBy,
        status: 'rejected',
      },
    });
    return creditAnswer(taken!, null);
  });
}
