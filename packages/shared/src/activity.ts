import { assets, type Asset } from './tokens';

// Apart from the schemas, so the activity list's filters load without zod.

/**
 * What a row of the activity list was, as people read it: one row per thing the user did (a ledger
 * entry), the fees it cost nested in it, and a day's staking rewards or Zera mining of one token summed
 * into one row. 'other' is an entry kind the list does not know yet, shown rather than hidden so the
 * rows still add up to the balances.
 */
export const activityKinds = [
  'deposit',
  'withdrawal',
  'transfer',
  'stake',
  'unstake',
  'season-stake',
  'season-release',
  'activation-fee',
  'reward',
  'mining',
  'airdrop',
  'refund',
  'nft-purchase',
  'other',
] as const;
export type ActivityKind = (typeof activityKinds)[number];

/** The activity list's tokens: the store's ledger assets, and L2's coin that pays for NFTs (IMX). */
export type ActivityToken = Asset | 'IMX';
export const activityTokens = [...assets, 'IMX'] as ActivityToken[] as [ActivityToken, ...ActivityToken[]];
