import { onDemand } from '@/components/dialogs/on-demand';

export const PledgeStakeDialog = onDemand(() =>
  import('./pledge-stake-dialog').then((module) => module.PledgeStakeDialog),
);
export const PledgeUnstakeDialog = onDemand(() =>
  import('./pledge-unstake-dialog').then((module) => module.PledgeUnstakeDialog),
);
