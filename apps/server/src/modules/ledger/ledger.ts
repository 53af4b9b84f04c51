import { errorCodes, type Asset, type UserBucket } from '@dappx/shared';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { pgErrorOf } from '../../db/errors';
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
const list = (values: (string | null)[]) => sql.param(values);

/** The database refused a user balance below zero (drizzle wraps the driver's error as its cause). */
function isOverdraft(error: unknown): boolean {
  const refusal = pgErrorOf(error);
  // 23514: check violation.
  return refusal?.code === '23514' && refusal.constraint === 'ledger_accounts_user_not_negative';
}

/**
 * Posts one balanced entry inside the caller's transaction: the touched accounts are locked in id order
 * (so two movements between the same accounts cannot deadlock), their balances change by the lines, and
 * the database refuses any user balance going below zero.
 */
export async function postEntry(db: DbExecutor, entry: LedgerEntry): Promise<bigint> {
  return counted(entry, () => insertEntry(db, entry));
}

/**
 * Counts the entry posted (when `wasPosted` says the statement did post it) or refused by `post`, and turns
 * the database's overdraft refusal into the spec's 400.
 */
async function counted<T>(
  entry: LedgerEntry,
  post: () => Promise<T>,
  wasPosted: (result: T) => boolean = () => true,
): Promise<T> {
  try {
    const posted = await post().catch((error: unknown) => {
      if (isOverdraft(error))
        throw new AppError(400, errorCodes.insufficientBalance, insufficientBalanceText, { cause: error });
      throw error;
    });
    if (wasPosted(posted)) countLedgerEntry(entry.kind);
    return posted;
  } catch (error) {
    const overdraft = error instanceof AppError && error.code === errorCodes.insufficientBalance;
    countLedgerEntry(entry.kind, overdraft ? 'insufficient_balance' : 'error');
    throw error;
  }
}

/** txHash: the chain transaction that brought the tokens in or took them out, if one did. */
export type LedgerEntry = { kind: string; userId?: string; memo?: string; txHash?: string; lines: Line[] };

/** Refuses a line that moves nothing and an entry whose lines do not sum to zero per asset. */
export function checkBalanced(entry: LedgerEntry): void {
  const perAsset = new Map<string, bigint>();
  for (const line of entry.lines) {
    if (line.amount === 0n) throw new Error('A ledger line moves no money');
    perAsset.set(line.account.asset, (perAsset.get(line.account.asset) ?? 0n) + line.amount);
  }
  if ([...perAsset.values()].some((sum) => sum !== 0n))
    throw new Error('A ledger entry must balance per asset');
}

/**
 * The arguments of `ledger_post_entry` (ledger.sql), in its order: the lines go as parallel arrays,
 * an owner null naming a system account.
 */
export function postingArguments(entry: LedgerEntry) {
  return [
    entry.kind,
    entry.userId ?? null,
    entry.memo ?? '',
    entry.txHash ?? null,
    entry.lines.map(({ account }) => ('userId' in account ? account.userId : null)),
    entry.lines.map((line) => line.account.asset),
    entry.lines.map((line) => line.account.bucket),
    entry.lines.map((line) => line.amount.toString()),
  ] as const;
}

async function insertEntry(db: DbExecutor, entry: LedgerEntry): Promise<bigint> {
  checkBalanced(entry);
  // One round trip: `ledger_post_entry` (ledger.sql) opens, locks in id order, updates and posts.
  const [kind, userId, memo, txHash, owners, assets, buckets, amounts] = postingArguments(entry);
  const posted = await db.execute<{ id: string }>(sql`
    SELECT ledger_post_entry(${kind}, ${userId}, ${memo}, ${txHash},
      ${list(owners)}::uuid[], ${list(assets)}::text[], ${list(buckets)}::text[], ${list(amounts)}::numeric[]) AS id`);
  return BigInt(posted.rows[0]!.id);
}

/** A user's balance in one bucket (0 when the account does not exist yet). */
export async function balanceOf(
  db: DbExecutor,
  userId: string,
  asset: Asset,
  bucket: UserBucket,
): Promise<bigint> {
  const found = await db.execute<{ balance: string }>(sql`
    SELECT balance FROM ledger_user_balances WHERE user_id = ${userId} AND asset = ${asset} AND bucket = ${bucket}`);
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
