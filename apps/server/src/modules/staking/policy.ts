import type { AccountRef, Asset, Line, UserBucket } from '../ledger';

/** The refusals a staking kind answers in its own words (the spec's texts differ per token). */
export type StakingTexts = {
  belowMinimum: string;
  aboveMaximum: string;
  aboveAccount: string;
  insufficient: string;
  unstakeAboveStake: string;
  notActivated: string;
  alreadyActivated: string;
  /** Named by a policy whose unstake with nothing staked is refused with it, before the amount is weighed. */
  noStake?: string;
};

/** Per transaction, and for all a user has staked; a limit left out is not checked. */
export type StakeLimits = { minPerTx: bigint; maxPerTx?: bigint; maxPerAccount: bigint };

/** What a stake earns while it sits: `ratePerMinute` per whole staked token, from `from` into `to`. */
export type AccrualRule = {
  ratePerMinute: bigint;
  from: AccountRef;
  to: { asset: Asset; bucket: UserBucket };
  /** The ledger entry kind of a payout. */
  kind: string;
};

/** An unstake's ledger lines, with whatever else its policy reports of them (DAPPX: the penalty). */
export type Unstaked = { lines: Line[] };

/**
 * One kind of staking as the core runs it, built from that token's configuration: where the stake sits,
 * its limits and penalty window, the ledger entries it posts and the words it refuses with.
 */
export type StakingPolicy<U extends Unstaked = Unstaked> = {
  /** The staking account's token type: 'DAPPX', 'ACE-governance', 'EDAO-governance'. */
  tokenType: string;
  staked: { asset: Asset; bucket: UserBucket };
  limits: StakeLimits;
  /** Hours after the last stake during which an unstake pays the penalty fees. */
  penaltyHours: number;
  texts: StakingTexts;
  kinds: { activation: string; stake: string; unstake: string };
  accrual: AccrualRule;
  /** The activation fee's lines; none when the activation is free (then no entry is posted). */
  activationLines: (userId: string) => Line[];
  stakeLines: (userId: string, amount: bigint) => Line[];
  unstakeLines: (userId: string, amount: bigint, inPenaltyWindow: boolean) => U;
};
