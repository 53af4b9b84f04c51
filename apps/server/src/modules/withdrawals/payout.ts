import { errorCodes, withdrawTexts, type WithdrawStatus, type WithdrawTokenParam } from '@dappx/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { startBackgroundLoop } from '../../lib/background-loop';
import type { ChainsConfig } from '../../lib/chains-config';
import type { WorkerDeps } from '../../lib/types';
import { latestL1Block, paidVouchers, revokeVoucher, voucherOutcome, type VoucherOutcome } from './chain';
import { withdrawals } from './schema';
import { findOwnWithdrawal, settleWithdrawal, statusOf, type Withdrawal } from './service';

const conflict = (message: string) => new AppError(409, errorCodes.conflict, message);

/** The chain's word on a voucher, revoking it first when it is still unused, so it can never pay later. */
async function spendVoucher(chains: ChainsConfig, row: Withdrawal): Promise<VoucherOutcome> {
  const before = await voucherOutcome(chains, row);
  if (before.kind !== 'unused') return before;
  await revokeVoucher(chains, row.nonce);
  const after = await voucherOutcome(chains, row);
  if (after.kind === 'unused') throw new Error(`revoking nonce ${row.nonce} did not spend it`);
  return after;
}

/** A step on an issued voucher, by its signed-in owner, with the chains configured. */
type VoucherStep = (
  db: Db,
  chains: ChainsConfig,
  userId: string,
  token: WithdrawTokenParam,
  id: string,
) => Promise<WithdrawStatus>;

/**
 * Cancels the user's pending withdrawal: the nonce is spent on chain first; if the voucher was paid out
 * meanwhile, the withdrawal is fulfilled instead and the cancel refused.
 */
export const cancelWithdraw: VoucherStep = async (db, chains, userId, token, id) => {
  const row = await findOwnWithdrawal(db, userId, id, token);
  if (row.status === 'fulfilled') throw conflict(withdrawTexts.alreadyPaid);
  if (row.status !== 'pending') throw conflict(withdrawTexts.notPending);
  const outcome = await spendVoucher(chains, row);
  if (outcome.kind === 'paid') {
    await db.transaction((tx) =>
      settleWithdrawal(tx, row.id, { status: 'fulfilled', txHash: outcome.txHash }),
    );
    throw conflict(withdrawTexts.alreadyPaid);
  }
  const settled = await db.transaction((tx) => settleWithdrawal(tx, row.id, { status: 'cancelled' }));
  if (settled.status === 'fulfilled') throw conflict(withdrawTexts.alreadyPaid);
  return statusOf(settled);
};

/** Marks the withdrawal fulfilled when, and only when, the Vault shows it paid out (a Withdrawn event). */
export const fulfillWithdraw: VoucherStep = async (db, chains, userId, token, id) => {
  const row = await findOwnWithdrawal(db, userId, id, token);
  if (row.status === 'fulfilled') return statusOf(row);
  if (row.status !== 'pending') throw conflict(withdrawTexts.notPending);
  const outcome = await voucherOutcome(chains, row);
  if (outcome.kind !== 'paid') throw conflict(withdrawTexts.notOnChain);
  const settled = await db.transaction((tx) =>
    settleWithdrawal(tx, row.id, { status: 'fulfilled', txHash: outcome.txHash }),
  );
  return statusOf(settled);
};

const batch = 200;

/**
 * One pass over pending withdrawals: those paid out on chain are fulfilled (whether or not the client
 * called fulfill); those whose deadline the chain has passed are refunded (the Vault refuses an expired
 * voucher, so it can no longer pay), unless their nonce was spent after all.
 */
export async function settleWithdrawalsTick(tx: DbExecutor, chains: ChainsConfig): Promise<void> {
  const pending = await tx
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.status, 'pending'))
    .orderBy(asc(withdrawals.createdAt))
    .limit(batch);
  if (pending.length === 0) return;
  // Chain time, not ours: a voucher is dead once a block past its deadline exists.
  const chainNow = (await latestL1Block(chains)).timestamp;
  const fromBlock = pending.reduce(
    (least, row) => (row.fromBlock < least ? row.fromBlock : least),
    pending[0]!.fromBlock,
  );
  const paid = await paidVouchers(
    chains,
    pending.map((row) => row.nonce),
    fromBlock,
  );
  for (const row of pending) {
    const payout = paid.get(row.nonce);
    if (payout) {
      await settleWithdrawal(tx, row.id, { status: 'fulfilled', txHash: payout.txHash });
      continue;
    }
    if (BigInt(row.deadline.getTime() / 1000) >= chainNow) continue;
    const outcome = await voucherOutcome(chains, row);
    if (outcome.kind === 'paid')
      await settleWithdrawal(tx, row.id, { status: 'fulfilled', txHash: outcome.txHash });
    else await settleWithdrawal(tx, row.id, { status: outcome.kind === 'revoked' ? 'cancelled' : 'expired' });
  }
}

export function startWithdrawalsLoop(deps: WorkerDeps, chains: ChainsConfig) {
  return startBackgroundLoop({
    name: 'withdrawals',
    everyMs: chains.pollMs,
    db: deps.db,
    log: deps.log,
    tick: (tx) => settleWithdrawalsTick(tx, chains),
  });
}
