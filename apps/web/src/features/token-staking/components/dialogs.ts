import { onDemand } from '@/components/dialogs/on-demand';

export const TokenStakeDialog = onDemand(() =>
  import('./token-stake-dialog').then((module) => module.TokenStakeDialog),
);
export const TokenUnstakeDialog = onDemand(() =>
  import('./token-unstake-dialog').then((module) => module.TokenUnstakeDialog),
);
