/**
 * The balances the store keeps for each user of each asset (the ledger's user accounts). The ledger
 * posts to them; the activity list names them.
 */
export const userBuckets = [
  'vault',
  'active',
  'main',
  'pocket',
  'governance_staked',
  'season_staked',
  'pledged',
  'pending_withdrawal',
] as const;
export type UserBucket = (typeof userBuckets)[number];
