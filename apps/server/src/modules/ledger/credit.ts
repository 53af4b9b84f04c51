import { parseAmount } from '@dappx/shared';
import type { DbExecutor } from '../../db/client';
import { postEntry, systemAccount, userAccount, type Asset, type UserBucket } from './ledger';

/** Where credited tokens land: the vault for ACE, DAPPX, EDAO and ETH, the main balance for Zera. */
export const creditBucketOf: Record<Asset, UserBucket> = {
  ACE: 'vault',
  DAPPX: 'vault',
  EDAO: 'vault',
  ZERA: 'main',
  ETH: 'vault',
};

/** An airdrop: tokens from the system's airdrop account to the user, as one ledger entry with its reason. */
export async function credit(db: DbExecutor, userId: string, asset: Asset, amount: bigint, reason: string) {
  return postEntry(db, {
    kind: 'airdrop',
    userId,
    memo: reason,
    lines: [
      { account: systemAccount(asset, 'airdrops'), amount: -amount },
      { account: userAccount(userId, asset, creditBucketOf[asset]), amount },
    ],
  });
}

/** What every new account receives in demo mode, so the wallet area has something in every token. */
const demoStarterBalances: [Asset, bigint][] = [
  ['ACE', parseAmount('1000')!],
  ['DAPPX', parseAmount('500')!],
  ['ZERA', parseAmount('100')!],
  ['EDAO', parseAmount('50')!],
];

export async function creditDemoStarter(db: DbExecutor, userId: string) {
  for (const [asset, amount] of demoStarterBalances)
    await credit(db, userId, asset, amount, 'demo starter balance');
}
