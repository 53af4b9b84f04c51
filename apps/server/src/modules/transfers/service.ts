import {
  assetOf,
  errorCodes,
  transferDirectionsByToken,
  transferTexts,
  type TransferToken,
} from '@dappx/shared';
import { AppError } from '../../lib/app-error';
import { userAccount, type LedgerEntry, type UserBucket } from '../ledger';

/** 'vault-to-active' -> ['vault', 'active'], checked against the token's own directions. */
function fromAndTo(token: TransferToken, direction: string): [UserBucket, UserBucket] {
  if (!(transferDirectionsByToken[token] as readonly string[]).includes(direction)) {
    throw new AppError(400, errorCodes.validation, transferTexts.wrongDirection);
  }
  const [from, to] = direction.split('-to-') as [UserBucket, UserBucket];
  return [from, to];
}

/** One of the user's own buckets to another, as one entry; the ledger refuses it whole if the source holds less. */
export function transferEntry(
  userId: string,
  token: TransferToken,
  direction: string,
  amount: bigint,
): LedgerEntry {
  const [from, to] = fromAndTo(token, direction);
  const asset = assetOf(token);
  return {
    kind: 'transfer',
    userId,
    memo: `${token} ${direction}`,
    lines: [
      { account: userAccount(userId, asset, from), amount: -amount },
      { account: userAccount(userId, asset, to), amount },
    ],
  };
}
