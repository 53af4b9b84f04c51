import { onDemand } from '@/components/dialogs/on-demand';

export const WithdrawDialog = onDemand(() =>
  import('./withdraw-dialog').then((module) => module.WithdrawDialog),
);
