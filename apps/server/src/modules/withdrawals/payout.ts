import { errorCodes, withdrawTexts, type WithdrawStatus, type WithdrawTokenParam } from '@dappx/shared';
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { startBackgroundLoop } from '../../lib/background-loop';
import type { ChainsConfig, L1Network } from '../../lib/chains-config';
import type { WorkerDeps } from '../../lib/types';
import { latestL1Block, paidVouchers, revokeVoucher, voucherOutcome, type VoucherOutcome } from './chain';
import { withdrawals } from './schema';
import {
  findOwnWithdrawal,
  networkOfWithdrawal,
  settleWithdrawal,
  statusOf,
  type Withdrawal,
} from './service';

const conflict = (message: string) => new AppError(409, errorCodes.conflict, message);

/**
 * The chain's word on a voucher, revoking it first when it is still unused, so it can never pay later:
 * on the network it was signed for, the only Vault that would pay it.
 */
async function spendVoucher(chains: ChainsConfig, row: Withdrawal): Promise<VoucherOutcome> {
  const network = networkOfWithdrawal(chains, row);
  const before = await voucherOutcome(network, row);
  if (before.kind !== 'unused') return before;
  await revokeVoucher(chains, network, row.nonce);
  const after = await voucherOutcome(network, row);
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
  const outcome = await voucherOutcome(networkOfWithdrawal(chains, row), row);
  if (outcome.kind !== 'paid') throw conflict(withdrawTexts.notOnChain);
  const settled = await db.transaction((tx) =>
    settleWithdrawal(tx, row.id, { status: 'fulfilled', txHash: outcome.txHash }),
  );
  return statusOf(settled);
};

const batch = 200;

/** The withdrawals signed for this network; those from before a second network are the first one's. */
const ofNetwork = (chains: ChainsConfig, network: L1Network) =>
  network.chainId === chains.l1Networks[0]!.chainId
    ? or(eq(withdrawals.chainId, network.chainId), isNull(withdrawals.chainId))
    : eq(withdrawals.chainId, network.chainId);

/**
 * One pass over one L1 network's pending withdrawals: those paid out on chain are fulfilled (whether or
 * not the client called fulfill); those whose deadline the chain has passed are refunded (the Vault
 * refuses an expired voucher, so it can no longer pay), unless their nonce was spent after all.
 */
export async function settleWithdrawalsTick(
  tx: DbExecutor,
  chains: ChainsConfig,
  network: L1Network = chains.l1Networks[0]!,
): Promise<void> {
  const pending = await tx
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.status, 'pending'), ofNetwork(chains, network)))
    .orderBy(asc(withdrawals.createdAt))
    .limit(batch);
  if (pending.length === 0) return;
  // Chain time, not ours: a voucher is dead once a block past its deadline exists.
  const chainNow = (await latestL1Block(network)).timestamp;
  const fromBlock = pending.reduce(
    (least, row) => (row.fromBlock < least ? row.fromBlock : least),
    pending[0]!.fromBlock,
  );
  const paid = await paidVouchers(
    network,
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
    const outcome = await voucherOutcome(network, row);
    if (outcome.kind === 'paid')
      await settleWithdrawal(tx, row.id, { status: 'fulfilled', txHash: outcome.txHash });
    else await settleWithdrawal(tx, row.id, { status: outcome.kind === 'revoked' ? 'cancelled' : 'expired' });
  }
}

/** A loop per L1 network (the first keeps the plain name): one network's outage holds up only its own. */
export function startWithdrawalsLoops(deps: WorkerDeps, chains: ChainsConfig) {
  return chains.l1Networks.map((network, index) =>
    startBackgroundLoop({
      name: index === 0 ? 'withdrawals' : `withdrawals:${network.chainId}`,
      everyMs: chains.pollMs,
      db: deps.db,
      log: deps.log,
      tick: (tx) => settleWithdrawalsTick(tx, chains, network),
    }),
  );
}
