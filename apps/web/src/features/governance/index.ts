// The governance feature's public face: ACE and EDAO governance staking.
export { GovernanceStakeDialog, GovernanceUnstakeDialog } from './components/dialogs';
export { GovernanceStakeActions, GovernanceUnstakeButton } from './components/governance-stake-actions';
export { governanceKey, governanceStakeQuery, useGovernanceStake } from './api/governance-api';
export { governanceEarnedQuery, useGovernanceEarned } from './api/governance-api';
export {
  governanceHistoryPageSize,
  governanceHistoryQuery,
  useGovernanceHistory,
} from './api/governance-api';
