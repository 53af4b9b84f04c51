import { onDemand } from '@/components/dialogs/on-demand';

export const ConnectImxDialog = onDemand(() =>
  import('./connect-imx-dialog').then((module) => module.ConnectImxDialog),
);
export const EthDepositDialog = onDemand(() =>
  import('./eth-deposit-dialog').then((module) => module.EthDepositDialog),
);
