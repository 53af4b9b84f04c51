import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { newsletterSubscriptions } from '../../db/schema';

/** Answers false when the address is already subscribed: the unique index decides, not a prior read. */
export async function insertSubscription(
  db: DbExecutor,
  email: string,
  confirmTokenHash: string,
): Promise<boolean> {
  const inserted = await db
    .insert(newsletterSubscriptions)
    .values({ email, confirmTokenHash })
    .onConflictDoNothing({ target: newsletterSubscriptions.email })
    .returning({ id: newsletterSubscriptions.id });
  return inserted.length === 1;
}

/** Confirms once: a used token no longer matches an unconfirmed row. */
export async function confirmSubscription(db: DbExecutor, confirmTokenHash: string): Promise<boolean> {
  const confirmed = await db
    .update(newsletterSubscriptions)
    .set({ confirmedAt: sql`now()` })
    .where(
      and(
        eq(newsletterSubscriptions.confirmTokenHash, confirmTokenHash),
        isNull(newsletterSubscriptions.confirmedAt),
      ),
    )
    .returning({ id: newsletterSubscriptions.id });
  return confirmed.length === 1;
}
