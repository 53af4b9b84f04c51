import { errorCodes, type Asset, type UserBucket } from '@dappx/shared';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { countLedgerEntry } from '../../lib/process-metrics';

// The assets are the shared token table's (ACE, DAPPX, EDAO, ZERA, ETH).
export { assets, type Asset } from '@dappx/shared';

export { userBuckets, type UserBucket } from '@dappx/shared';

export const systemBuckets = [
  'fees_core',
  'fees_nitro',
  'fees_ubi',
  'rewards_pool',
  'zera_mint',
  'activation_fees',
  'chain_custody',
  'airdrops',
] as const;
export type SystemBucket = (typeof systemBuckets)[number];

export type AccountRef =
  { userId: string; asset: Asset; bucket: UserBucket } | { system: true; asset: Asset; bucket: SystemBucket };
export type Line = { account: AccountRef; amount: bigint };

export const insufficientBalanceText = 'Insufficient Balance.';

/** One array parameter (drizzle would otherwise spread an array into a list of parameters). */
const list = (values: string[]) => sql.param(values);

const keyOf = (ref: AccountRef) =>
  'system' in ref ? `system:${ref.asset}:${ref.bucket}` : `${ref.userId}:${ref.asset}:${ref.bucket}`;

type UserRef = Extract<AccountRef, { userId: string }>;
const isUserRef = (ref: AccountRef): ref is UserRef => 'userId' in ref;

/** The ids of the accounts that exist, by key; each half reads through its own unique index. */
async function findAccountIds(db: DbExecutor, refs: AccountRef[]): Promise<Map<string, bigint>> {
  const users = refs.filter(isUserRef);
  const systems = refs.filter((ref) => !isUserRef(ref));
  const found = await db.execute<{ id: string; key: string }>(sql`
    SELECT la.id, t.k AS key
    FROM unnest(${list(users.map(keyOf))}::text[], ${list(users.map((r) => r.userId))}::uuid[],
      ${list(users.map((r) => r.asset))}::text[], ${list(users.map((r) => r.bucket))}::text[]) AS t(k, u, a, b)
    JOIN ledger_accounts la ON la.user_id IS NOT NULL AND la.user_id = t.u AND la.asset = t.a AND la.bucket = t.b
    UNION ALL
    SELECT la.id, t.k
    FROM unnest(${list(systems.map(keyOf))}::text[], ${list(systems.map((r) => r.asset))}::text[],
      ${list(systems.map((r) => r.bucket))}::text[]) AS t(k, a, b)
    JOIN ledger_accounts la ON la.user_id IS NULL AND la.asset = t.a AND la.bucket = t.b`);
  return new Map(found.rows.map((row) => [row.key, BigInt(row.id)]));
}

/** The ids of these accounts, creating the ones that do not exist yet (a user's first use of a bucket). */
async function accountIds(db: DbExecutor, refs: AccountRef[]): Promise<Map<string, bigint>> {
  const existing = await findAccountIds(db, refs);
  const missing = refs.filter((ref) => !existing.has(keyOf(ref)));
  if (missing.length === 0) return existing;
  const users = missing.filter(isUserRef);
  const systems = missing.filter((ref) => !isUserRef(ref));
  if (users.length > 0) {
    await db.execute(sql`
      INSERT INTO ledger_accounts (user_id, asset, bucket, is_system)
      SELECT u, a, b, false FROM unnest(${list(users.map((r) => r.userId))}::uuid[], ${list(users.map((r) => r.asset))}::text[],
        ${list(users.map((r) => r.bucket))}::text[]) AS t(u, a, b)
      ON CONFLICT (user_id, asset, bucket) WHERE user_id IS NOT NULL DO NOTHING`);
  }
  if (systems.length > 0) {
    await db.execute(sql`
      INSERT INTO ledger_accounts (user_id, asset, bucket, is_system)
      SELECT NULL, a, b, true FROM unnest(${list(systems.map((r) => r.asset))}::text[], ${list(systems.map((r) => r.bucket))}::text[]) AS t(a, b)
      ON CONFLICT (asset, bucket) WHERE user_id IS NULL DO NOTHING`);
  }
  return findAccountIds(db, refs);
}

/** The database refused a user balance below zero (drizzle wraps the driver's error as its cause). */
function isOverdraft(error: unknown): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint } = cause as { code?: string; constraint?: string };
    if (code === '23514' && constraint === 'ledger_accounts_user_not_negative') return true;
  }
  return false;
}

/**
 * Posts one balanced entry inside the caller's transaction: the touched accounts are locked in id order
 * (so two movements between the same accounts cannot deadlock), their balances change by the lines, and
 * the database refuses any user balance going below zero.
 */
export async function postEntry(db: DbExecutor, entry: LedgerEntry): Promise<bigint> {
  try {
    const id = await insertEntry(db, entry);
    countLedgerEntry(entry.kind);
    return id;
  } catch (error) {
    const overdraft = error instanceof AppError && error.code === errorCodes.insufficientBalance;
    countLedgerEntry(entry.kind, overdraft ? 'insufficient_balance' : 'error');
    throw error;
  }
}

/** txHash: the chain transaction that brought the tokens in or took them out, if one did. */
type LedgerEntry = { kind: string; userId?: string; memo?: string; txHash?: string; lines: Line[] };

async function insertEntry(db: DbExecutor, entry: LedgerEntry): Promise<bigint> {
  const perAsset = new Map<string, bigint>();
  for (const line of entry.lines) {
    if (line.amount === 0n) throw new Error('A ledger line moves no money');
    perAsset.set(line.account.asset, (perAsset.get(line.account.asset) ?? 0n) + line.amount);
  }
  if ([...perAsset.values()].some((sum) => sum !== 0n))
    throw new Error('A ledger entry must balance per asset');

  const ids = await accountIds(
    db,
    entry.lines.map((line) => line.account),
  );
  const deltas = new Map<bigint, bigint>();
  for (const line of entry.lines) {
    const id = ids.get(keyOf(line.account))!;
    deltas.set(id, (deltas.get(id) ?? 0n) + line.amount);
  }
  const ordered = [...deltas.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  await db.execute(
    sql`SELECT id FROM ledger_accounts WHERE id = ANY(${list(ordered.map(String))}::bigint[]) ORDER BY id FOR UPDATE`,
  );
  try {
    await db.execute(sql`
      UPDATE ledger_accounts SET balance = balance + d.delta
      FROM unnest(${list(ordered.map(String))}::bigint[], ${list(ordered.map((id) => deltas.get(id)!.toString()))}::numeric[]) AS d(id, delta)
      WHERE ledger_accounts.id = d.id`);
  } catch (error) {
    if (isOverdraft(error))
      throw new AppError(400, errorCodes.insufficientBalance, insufficientBalanceText, { cause: error });
    throw error;
  }

  const inserted = await db.execute<{ id: string }>(sql`
    WITH entry AS (
      INSERT INTO ledger_entries (kind, user_id, memo, tx_hash)
      VALUES (${entry.kind}, ${entry.userId ?? null}, ${entry.memo ?? ''}, ${entry.txHash ?? null})
      RETURNING id
    ), postings AS (
      INSERT INTO ledger_postings (entry_id, account_id, asset, amount)
      SELECT entry.id, a, s, m FROM entry, unnest(
        ${list(entry.lines.map((line) => ids.get(keyOf(line.account))!.toString()))}::bigint[],
        ${list(entry.lines.map((line) => line.account.asset))}::text[],
        ${list(entry.lines.map((line) => line.amount.toString()))}::numeric[]) AS t(a, s, m)
    )
    SELECT id FROM entry`);
  const entryId = inserted.rows[0]!.id;
  return BigInt(entryId);
}

/** A user's balance in one bucket (0 when the account does not exist yet). */
export async function balanceOf(
  db: DbExecutor,
  userId: string,
  asset: Asset,
  bucket: UserBucket,
): Promise<bigint> {
  const found = await db.execute<{ balance: string }>(sql`
    SELECT balance FROM ledger_accounts WHERE user_id = ${userId} AND asset = ${asset} AND bucket = ${bucket}`);
  return BigInt(found.rows[0]?.balance ?? 0);
}

export const userAccount = (userId: string, asset: Asset, bucket: UserBucket): AccountRef => ({
  userId,
  asset,
  bucket,
});
export const systemAccount = (asset: Asset, bucket: SystemBucket): AccountRef => ({
  system: true,
  asset,
  bucket,
});
