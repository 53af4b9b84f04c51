import { onDemand } from '@/components/dialogs/on-demand';

export const SeasonStakeDialog = onDemand(() =>
  import('./season-stake-dialog').then((module) => module.SeasonStakeDialog),
);
