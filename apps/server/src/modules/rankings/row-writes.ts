import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import type { RankingsNotCountedReason } from './schema';

export type TransactionRow = {
  chainId: number;
  txHash: string;
  appSlug: string;
  blockNumber: bigint;
  blockTime: Date;
  fromAddress: string;
  toAddress: string;
  value: bigint;
  status: 'success' | 'reverted';
  notCounted: RankingsNotCountedReason | null;
};

export type TransferRow = {
  chainId: number;
  txHash: string;
  logIndex: number;
  appSlug: string;
  blockNumber: bigint;
  blockTime: Date;
  token: string;
  fromAddress: string;
  toAddress: string;
  amount: bigint;
  notCounted: Exclude<RankingsNotCountedReason, 'reverted'> | null;
};

// Rows per statement: each column travels as one array parameter, so the count is not bound by
// PostgreSQL's 65,535 parameters, only by the size of one message.
const rowsPerStatement = 20_000;

/** One column of the rows as a single array parameter (a bare array would expand into a list). */
const column = <T>(rows: T[], pick: (row: T) => string | number | null) => sql.param(rows.map(pick));

/**
 * Writes a round's transactions as columns of arrays (`unnest`): a backfill writes hundreds of
 * thousands of rows, and one statement per 20,000 keeps the time in PostgreSQL rather than in
 * building statements. A row already written (a round read again) is left as it is.
 */
export async function writeTransactions(db: DbExecutor, rows: TransactionRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += rowsPerStatement) {
    const slice = rows.slice(start, start + rowsPerStatement);
    await db.execute(sql`
      INSERT INTO rankings_transactions (chain_id, tx_hash, app_slug, block_number, block_time,
        from_address, to_address, value, status, not_counted)
      SELECT * FROM unnest(${column(slice, (row) => row.chainId)}::int[],
        ${column(slice, (row) => row.txHash)}::text[], ${column(slice, (row) => row.appSlug)}::text[],
        ${column(slice, (row) => row.blockNumber.toString())}::bigint[],
        ${column(slice, (row) => row.blockTime.toISOString())}::timestamptz[],
        ${column(slice, (row) => row.fromAddress)}::text[], ${column(slice, (row) => row.toAddress)}::text[],
        ${column(slice, (row) => row.value.toString())}::numeric[], ${column(slice, (row) => row.status)}::text[],
        ${column(slice, (row) => row.notCounted)}::text[])
      ON CONFLICT DO NOTHING`);
  }
}

/** Writes a round's transfers the same way as its transactions. */
export async function writeTransfers(db: DbExecutor, rows: TransferRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += rowsPerStatement) {
    const slice = rows.slice(start, start + rowsPerStatement);
    await db.execute(sql`
      INSERT INTO rankings_transfers (chain_id, tx_hash, log_index, app_slug, block_number, block_time,
        token, from_address, to_address, amount, not_counted)
      SELECT * FROM unnest(${column(slice, (row) => row.chainId)}::int[],
        ${column(slice, (row) => row.txHash)}::text[], ${column(slice, (row) => row.logIndex)}::int[],
        ${column(slice, (row) => row.appSlug)}::text[],
        ${column(slice, (row) => row.blockNumber.toString())}::bigint[],
        ${column(slice, (row) => row.blockTime.toISOString())}::timestamptz[],
        ${column(slice, (row) => row.token)}::text[], ${column(slice, (row) => row.fromAddress)}::text[],
        ${column(slice, (row) => row.toAddress)}::text[], ${column(slice, (row) => row.amount.toString())}::numeric[],
        ${column(slice, (row) => row.notCounted)}::text[])
      ON CONFLICT DO NOTHING`);
  }
}
