// The governance feature's public face: ACE and EDAO governance staking.
export { GovernanceStakeDialog } from './components/governance-stake-dialog';
export { GovernanceUnstakeDialog } from './components/governance-unstake-dialog';
export { GovernanceStakeActions, GovernanceUnstakeButton } from './components/governance-stake-actions';
export { governanceKey, governanceStakeQuery, useGovernanceStake } from './api/governance-api';
export { governanceEarnedQuery, useGovernanceEarned } from './api/governance-api';
export {
  governanceHistoryPageSize,
  governanceHistoryQuery,
  useGovernanceHistory,
} from './api/governance-api';
