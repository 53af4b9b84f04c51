import { onDemand } from '@/components/dialogs/on-demand';

export const GovernanceStakeDialog = onDemand(() =>
  import('./governance-stake-dialog').then((module) => module.GovernanceStakeDialog),
);
export const GovernanceUnstakeDialog = onDemand(() =>
  import('./governance-unstake-dialog').then((module) => module.GovernanceUnstakeDialog),
);
