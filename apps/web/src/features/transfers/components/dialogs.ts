import { onDemand } from '@/components/dialogs/on-demand';

export const TransferDialog = onDemand(() =>
  import('./transfer-dialog').then((module) => module.TransferDialog),
);
