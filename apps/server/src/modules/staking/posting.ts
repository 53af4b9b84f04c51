import { errorCodes } from '@dappx/shared';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { postEntry } from '../ledger';
import type { StakeLimits, StakingTexts } from './policy';

type Entry = Parameters<typeof postEntry>[1];

/**
 * Posts a staking entry whose only expected refusal is a short balance, reported in the staking kind's
 * own words. Lines of zero (a fee part set to 0) are left out: the ledger refuses a line moving nothing.
 */
export async function postStakingEntry(db: DbExecutor, entry: Entry, insufficientText: string) {
  try {
    return await postEntry(db, { ...entry, lines: entry.lines.filter((line) => line.amount !== 0n) });
  } catch (error) {
    if ((error as { code?: string }).code === errorCodes.insufficientBalance) {
      throw new AppError(400, errorCodes.insufficientBalance, insufficientText, { cause: error });
    }
    throw error;
  }
}

/** Refuses a stake below the minimum, above the per-transaction maximum, or taking `staked` past its cap. */
export function refuseOutsideLimits(
  amount: bigint,
  staked: bigint,
  limits: StakeLimits,
  texts: Pick<StakingTexts, 'belowMinimum' | 'aboveMaximum' | 'aboveAccount'>,
) {
  if (amount < limits.minPerTx) throw new AppError(400, errorCodes.validation, texts.belowMinimum);
  if (limits.maxPerTx !== undefined && amount > limits.maxPerTx) {
    throw new AppError(400, errorCodes.validation, texts.aboveMaximum);
  }
  if (staked + amount > limits.maxPerAccount) {
    throw new AppError(400, errorCodes.validation, texts.aboveAccount);
  }
}
