import type { CreditResponse } from '@dappx/shared';
import type { Db } from '../../db/client';
import { recordAudit, type Actor } from '../audit';
import { credit, creditBucketOf } from './credit';
import { once } from './idempotency';
import { balanceOf, type Asset } from './ledger';

export type CreditRequest = { userId: string; address: string; asset: Asset; amount: bigint; reason: string };

/**
 * An airdrop by an operator or the admin command: the ledger entry and its audit row (the balance
 * before and after) in one transaction. With an Idempotency-Key it runs once per key and request, so a
 * double click credits once; the key is kept apart from the user's own keys.
 */
export async function grantCredit(
  db: Db,
  actor: Actor,
  request: CreditRequest,
  key: string | undefined,
): Promise<CreditResponse> {
  const { userId, address, asset, amount, reason } = request;
  const claim = {
    userId,
    key: key && `credit:${key}`,
    request: { path: 'credit', address, asset, amount: amount.toString(), reason },
  };
  return once(db, claim, async (tx) => {
    const bucket = creditBucketOf[asset];
    const before = await balanceOf(tx, userId, asset, bucket);
    const entry = await credit(tx, userId, asset, amount, reason);
    const after = await balanceOf(tx, userId, asset, bucket);
    await recordAudit(tx, {
      operator: actor,
      action: 'credit.add',
      target: address,
      before: { token: asset, balance: before.toString() },
      after: {
        token: asset,
        balance: after.toString(),
        amount: amount.toString(),
        reason,
        entry: entry.toString(),
      },
    });
    return {
      entry_id: entry.toString(),
      address,
      token: asset,
      amount: amount.toString(),
      reason,
      balance: after.toString(),
    };
  });
}
