// The staking core's public face: governance staking (ACE, EDAO) and DAPPX and ACE staked per token run through it, each
// as a policy; season stakes use its posting and limits. Its table is reached only through these calls.
export {
  type AccrualRule,
  type StakeLimits,
  type StakingPolicy,
  type StakingTexts,
  type Unstaked,
} from './policy';
export { activateStaking, isStakingActivated, readStakingAccount, type StakingAccount } from './accounts';
export { stake, unstake } from './stake';
export { settledStake } from './settled-stake';
export { holdUntil, inPenaltyWindow } from './penalty-window';
export { postStakingEntry, refuseOutsideLimits } from './posting';
export { stakeHistory, type StakeHistoryRow } from './history';
export { describeSettings, type StakingSettings } from './settings';
