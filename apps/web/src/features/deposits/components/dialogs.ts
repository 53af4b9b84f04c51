import { onDemand } from '@/components/dialogs/on-demand';

export const DepositDialog = onDemand(() =>
  import('./deposit-dialog').then((module) => module.DepositDialog),
);
