import { formatAmount, type ActivityItem } from '@dappx/shared';
import type { FastifyInstance } from 'fastify';
import type { DbExecutor } from '../src/db/client';
import { statementOf } from '../src/modules/ledger';

type Sums = Map<string, bigint>;
const add = (sums: Sums, token: string, amount: bigint) => sums.set(token, (sums.get(token) ?? 0n) + amount);

/** Every row of the signed-in user's activity list, read a page of `limit` at a time by its cursor. */
export async function everyActivityRow(app: FastifyInstance, session: string, filter = '', limit = 7) {
  const rows: ActivityItem[] = [];
  let cursor: string | null = null;
  do {
    const page = await app.inject({
      url: `/users/activity?limit=${limit}${filter}${cursor ? `&cursor=${cursor}` : ''}`,
      headers: { 'session-id': session },
    });
    if (page.statusCode !== 200) throw new Error(`activity: ${page.body}`);
    const body = page.json() as { items: ActivityItem[]; next_cursor: string | null };
    rows.push(...body.items);
    cursor = body.next_cursor;
  } while (cursor);
  return rows;
}

/**
 * Per token, what the rows say the user holds in the store: what came in, less what went out and every
 * fee (a fee given back counts back in); a move between the user's own balances changes nothing.
 */
export function heldByRows(rows: ActivityItem[]): Sums {
  const held: Sums = new Map();
  for (const row of rows) {
    if (row.direction !== 'within')
      add(held, row.token, (row.direction === 'in' ? 1n : -1n) * BigInt(row.amount));
    for (const fee of row.fees) add(held, fee.token, -BigInt(fee.amount));
  }
  return held;
}

/**
 * Per token, what the ledger says the user holds in the store (staked included), and what is held for
 * withdrawals on their way out (no longer theirs to spend).
 */
export async function heldByLedger(db: DbExecutor, userId: string) {
  const [held, leaving]: Sums[] = [new Map(), new Map()];
  for (const { asset, bucket, balance } of (await statementOf(db, userId)).balances)
    add(bucket === 'pending_withdrawal' ? leaving! : held!, asset, BigInt(balance));
  return { held: held!, leaving: leaving! };
}

/** Sums as text, tokens summing to nothing left out: for comparing two. */
export const sumsText = (sums: Sums) =>
  Object.fromEntries(
    [...sums].filter(([, sum]) => sum !== 0n).map(([token, sum]) => [token, formatAmount(sum)]),
  );
