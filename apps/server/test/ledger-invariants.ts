import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';

/**
 * What must hold of the books at any moment: each entry balances per asset, no user account is
 * negative, and every balance is the sum of its postings. Empty lists when all is well.
 */
export async function ledgerInvariants(db: Db) {
  const unbalanced = await db.execute(sql`
    SELECT e.id FROM ledger_postings p JOIN ledger_entries e ON e.id = p.entry_id
    GROUP BY e.id, p.asset HAVING sum(p.amount) <> 0`);
  const negative = await db.execute(sql`SELECT id FROM ledger_accounts WHERE NOT is_system AND balance < 0`);
  const drift = await db.execute(sql`
    SELECT a.id FROM ledger_accounts a LEFT JOIN ledger_postings p ON p.account_id = a.id
    GROUP BY a.id HAVING a.balance <> coalesce(sum(p.amount), 0)`);
  return { unbalanced: unbalanced.rows, negative: negative.rows, drift: drift.rows };
}
