// The governance feature's public face: ACE and EDAO governance staking.
export { GovernanceStakeDialog } from './components/governance-stake-dialog';
export { GovernanceUnstakeDialog } from './components/governance-unstake-dialog';
export { GovernanceStakeActions, GovernanceUnstakeButton } from './components/governance-stake-actions';
export { governanceKey, useGovernanceStake } from './api/governance-api';
export { useGovernanceEarned, useGovernanceHistory } from './api/governance-api';
