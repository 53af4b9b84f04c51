import type { AdminWithdrawal, adminWithdrawalsQuery, WithdrawalStatus } from '@dappx/shared';
import { errorCodes, withdrawTexts } from '@dappx/shared';
import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { l1NetworkOf, type ChainsConfig } from '../../lib/chains-config';
import { users } from '../users';
import { withdrawals } from './schema';
import { voucherOf, type Withdrawal } from './service';

type QueueQuery = z.output<typeof adminWithdrawalsQuery>;
type QueueRow = Withdrawal & { userAddress: string };

/** A withdrawal as finance reads it; the voucher and explorer link only where its network is configured. */
function queueView(chains: ChainsConfig | undefined, row: QueueRow): AdminWithdrawal {
  const network = chains && l1NetworkOf(chains, row.chainId);
  return {
    id: row.id,
    user_address: row.userAddress,
    token: row.token,
    amount: row.amount.toString(),
    fee_core: row.feeCore.toString(),
    fee_nitro: row.feeNitro.toString(),
    fee_ubi: row.feeUbi.toString(),
    status: row.status as WithdrawalStatus,
    chain_id: network?.chainId ?? row.chainId ?? 0,
    chain_name: network?.name ?? null,
    nonce: row.nonce.toString(),
    voucher: network ? voucherOf(chains, row) : null,
    tx_hash: row.txHash,
    tx_url: row.txHash && network?.explorerUrl ? `${network.explorerUrl}/tx/${row.txHash}` : null,
    deadline: row.deadline.toISOString(),
    created_at: row.createdAt.toISOString(),
    settled_at: row.settledAt?.toISOString() ?? null,
  };
}

const selectQueue = (db: DbExecutor) =>
  db
    .select({ withdrawal: withdrawals, userAddress: users.publicAddress })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId));

/** The withdrawals queue, newest first (nonces only grow), by status; `next` pages on below the last nonce. */
export async function listWithdrawalsQueue(
  db: DbExecutor,
  chains: ChainsConfig | undefined,
  query: QueueQuery,
) {
  const filters: (SQL | undefined)[] = [
    query.status ? eq(withdrawals.status, query.status) : undefined,
    query.before ? lt(withdrawals.nonce, BigInt(query.before)) : undefined,
  ];
  const rows = await selectQueue(db)
    .where(and(...filters))
    .orderBy(desc(withdrawals.nonce))
    .limit(query.limit + 1);
  const page = rows
    .slice(0, query.limit)
    .map((row) => queueView(chains, { ...row.withdrawal, userAddress: row.userAddress }));
  return { withdrawals: page, next: rows.length > query.limit ? page.at(-1)!.nonce : null };
}

export async function withdrawalOfQueue(db: DbExecutor, chains: ChainsConfig | undefined, id: string) {
  const [row] = await selectQueue(db).where(eq(withdrawals.id, id));
  if (!row) throw new AppError(404, errorCodes.notFound, withdrawTexts.notFound);
  return queueView(chains, { ...row.withdrawal, userAddress: row.userAddress });
}
