// The governance feature's public face: ACE and EDAO governance staking.
export { GovernanceStakeDialog } from './components/governance-stake-dialog';
export { symbolOf } from './symbols';
export { GovernanceUnstakeDialog } from './components/governance-unstake-dialog';
export { governanceKey, useGovernanceStake } from './api/governance-api';
