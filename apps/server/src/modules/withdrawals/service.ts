import {
  assetOf,
  chainsTexts,
  errorCodes,
  fixedFees,
  formatAmount,
  slugOf,
  tokens,
  withdrawTexts,
  type FeeParts,
  type WithdrawLimitStatus,
  type WithdrawRequest,
  type WithdrawStatus,
  type WithdrawTokenParam,
} from '@dappx/shared';
import { and, eq, gt, inArray, sql, sum } from 'drizzle-orm';
import { getAddress } from 'viem';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { l1NetworkOf, type ChainsConfig, type L1Network } from '../../lib/chains-config';
import { feeLines, postEntry, systemAccount, userAccount, type Line } from '../ledger';
import type { User } from '../users';
import { l1Client, signVoucher, vaultDeploymentSalt } from './chain';
import { withdrawSettings, withdrawals, withdrawNonces } from './schema';
import type { WithdrawToken } from './settings';

/** The fees are ACE amounts and come out of the user's ACE vault balance (the dialog shows it). */
const feeBucket = 'vault';
const dayMs = 24 * 60 * 60 * 1000;

export type Withdrawal = typeof withdrawals.$inferSelect;

const settingsOf = async (db: DbExecutor, token: WithdrawToken) => {
  const [row] = await db.select().from(withdrawSettings).where(eq(withdrawSettings.token, token));
  if (!row) throw new AppError(503, errorCodes.unavailable, withdrawTexts.unavailable);
  return row;
};

/** Withdrawn or still held (not refunded) over the last 24 hours. */
async function usedSince(db: DbExecutor, token: WithdrawToken, since: Date, userId?: string) {
  const [row] = await db
    .select({ used: sum(withdrawals.amount) })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.token, token),
        gt(withdrawals.createdAt, since),
        inArray(withdrawals.status, ['pending', 'fulfilled']),
        userId ? eq(withdrawals.userId, userId) : undefined,
      ),
    );
  return BigInt(row?.used ?? 0);
}

async function remainingLimits(db: DbExecutor, token: WithdrawToken, userId: string) {
  const settings = await settingsOf(db, token);
  const since = new Date(Date.now() - dayMs);
  const floor = (value: bigint) => (value < 0n ? 0n : value);
  return {
    settings,
    daily: floor(settings.dailyLimit - (await usedSince(db, token, since))),
    user: floor(settings.userDailyLimit - (await usedSince(db, token, since, userId))),
  };
}

export async function withdrawLimitStatus(
  db: DbExecutor,
  token: WithdrawToken,
  userId: string,
): Promise<WithdrawLimitStatus> {
  const { daily, user } = await remainingLimits(db, token, userId);
  return {
    remaining_daily_tx_amount: formatAmount(daily),
    remaining_user_daily_tx_amount: formatAmount(user),
  };
}

/** The ACE fees of a withdrawal, from the user's ACE vault to the fee accounts (sign -1n: back, a refund). */
const withdrawFeeLines = (userId: string, fees: FeeParts<bigint>, sign: 1n | -1n = 1n): Line[] =>
  feeLines(userAccount(userId, 'ACE', feeBucket), 'ACE', fees, sign);

/** A request's lines: the amount from the vault to pending, and the fees set for the token. */
export function requestLines(
  userId: string,
  token: WithdrawToken,
  amount: bigint,
  settings: Pick<typeof withdrawSettings.$inferSelect, 'feeCore' | 'feeNitro' | 'feeUbi'>,
) {
  const fees = fixedFees({ core: settings.feeCore, nitro: settings.feeNitro, ubi: settings.feeUbi });
  const lines: Line[] = [
    { account: userAccount(userId, token, 'vault'), amount: -amount },
    { account: userAccount(userId, token, 'pending_withdrawal'), amount },
    ...withdrawFeeLines(userId, fees),
  ];
  return { lines, fees };
}

/**
 * The L1 network a withdrawal's voucher was signed for. A network no longer configured leaves it
 * undecidable here (its Vault may still pay it): 503, and the row stays as it is.
 */
export function networkOfWithdrawal(chains: ChainsConfig, row: Pick<Withdrawal, 'chainId'>): L1Network {
  const network = l1NetworkOf(chains, row.chainId);
  if (!network) throw new AppError(503, errorCodes.unavailable, withdrawTexts.unavailable);
  return network;
}

export function voucherOf(chains: ChainsConfig, row: Withdrawal): WithdrawRequest {
  const token = row.token as WithdrawToken;
  const network = networkOfWithdrawal(chains, row);
  return {
    withdraw_id: row.id,
    token: slugOf(token),
    amount: formatAmount(row.amount),
    nonce: row.nonce.toString(),
    signature: row.signature,
    deadline: Math.floor(row.deadline.getTime() / 1000).toString(),
    to: row.toAddress,
    token_address: network.contracts[tokens[token].contract],
    vault_address: network.contracts.vault,
    chain_id: network.chainId,
  };
}

/**
 * Holds the amount and takes the fees in one ledger entry, then answers a voucher signed for the user's
 * wallet on the L1 network it names (the first without one). Requests of a token queue on one lock, so
 * the daily limits (shared by the networks) hold under concurrency.
 */
export async function requestWithdraw(
  tx: DbExecutor,
  chains: ChainsConfig,
  user: User,
  tokenParam: WithdrawTokenParam,
  request: { amount: bigint; chainId?: number },
): Promise<WithdrawRequest> {
  const { amount } = request;
  const token = assetOf(tokenParam);
  if (!user.isVerified) throw new AppError(403, errorCodes.notVerified, withdrawTexts.notVerified);
  const network = l1NetworkOf(chains, request.chainId);
  if (!network) throw new AppError(400, errorCodes.validation, chainsTexts.unknownNetwork);
  // Read before taking the token's lock, so a slow node never holds up other requests.
  const [fromBlock, salt] = await Promise.all([
    l1Client(network).getBlockNumber(),
    vaultDeploymentSalt(network),
  ]);
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`withdraw:${token}`}, 0))`);
  const { settings, daily, user: own } = await remainingLimits(tx, token, user.id);
  if (!settings.allowWithdrawal) throw new AppError(503, errorCodes.unavailable, withdrawTexts.unavailable);
  if (amount > (daily < own ? daily : own))
    throw new AppError(400, errorCodes.validation, withdrawTexts.overLimit);

  const { lines, fees } = requestLines(user.id, token, amount, settings);
  const requestEntryId = await postEntry(tx, { kind: 'withdraw_request', userId: user.id, lines });
  const [{ nonce } = { nonce: '0' }] = (
    await tx.execute<{ nonce: string }>(sql`SELECT nextval(${withdrawNonces.seqName}) AS nonce`)
  ).rows;
  const to = getAddress(user.publicAddress);
  const deadline = new Date(Math.ceil((Date.now() + chains.withdrawVoucherTtlMs) / 1000) * 1000);
  const tokenAddress = network.contracts[tokens[token].contract];
  const signature = await signVoucher(chains, network, salt, {
    token: tokenAddress,
    to,
    amount,
    nonce: BigInt(nonce),
    deadline: BigInt(deadline.getTime() / 1000),
  });
  const [row] = await tx
    .insert(withdrawals)
    .values({
      userId: user.id,
      token,
      amount,
      feeCore: fees.core,
      feeNitro: fees.nitro,
      feeUbi: fees.ubi,
      nonce: BigInt(nonce),
      deadline,
      toAddress: to,
      signature,
      chainId: network.chainId,
      fromBlock,
      requestEntryId,
    })
    .returning();
  return voucherOf(chains, row!);
}

export async function findOwnWithdrawal(
  db: DbExecutor,
  userId: string,
  id: string,
  token: WithdrawTokenParam,
) {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(
      and(eq(withdrawals.id, id), eq(withdrawals.userId, userId), eq(withdrawals.token, assetOf(token))),
    );
  if (!row) throw new AppError(404, errorCodes.notFound, withdrawTexts.notFound);
  return row;
}

export const statusOf = (row: Withdrawal): WithdrawStatus => ({
  withdraw_id: row.id,
  status: row.status as WithdrawStatus['status'],
  tx_hash: row.txHash,
});

export type Settlement = { status: 'fulfilled'; txHash: string } | { status: 'cancelled' | 'expired' };

/**
 * Ends a pending withdrawal once: paid out (pending -> chain custody) or refunded by a reversing entry
 * (pending -> vault, fees back). The row lock makes a concurrent cancel, fulfil or expiry a no-op.
 */
export async function settleWithdrawal(tx: DbExecutor, id: string, outcome: Settlement): Promise<Withdrawal> {
  const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
  if (!row) throw new AppError(404, errorCodes.notFound, withdrawTexts.notFound);
  if (row.status !== 'pending') return row;
  const token = row.token as WithdrawToken;
  const pending = userAccount(row.userId, token, 'pending_withdrawal');
  const settleEntryId =
    outcome.status === 'fulfilled'
      ? await postEntry(tx, {
          kind: 'withdraw',
          userId: row.userId,
          txHash: outcome.txHash,
          lines: [
            { account: pending, amount: -row.amount },
            { account: systemAccount(token, 'chain_custody'), amount: row.amount },
          ],
        })
      : await postEntry(tx, {
          kind: 'withdraw_refund',
          userId: row.userId,
          memo: `${outcome.status} withdrawal ${row.id}`,
          lines: [
            { account: pending, amount: -row.amount },
            { account: userAccount(row.userId, token, 'vault'), amount: row.amount },
            ...withdrawFeeLines(row.userId, { core: row.feeCore, nitro: row.feeNitro, ubi: row.feeUbi }, -1n),
          ],
        });
  const [settled] = await tx
    .update(withdrawals)
    .set({
      status: outcome.status,
      settleEntryId,
      settledAt: new Date(),
      txHash: outcome.status === 'fulfilled' ? outcome.txHash : null,
    })
    .where(eq(withdrawals.id, id))
    .returning();
  return settled!;
}
