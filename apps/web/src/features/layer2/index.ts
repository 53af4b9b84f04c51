// The layer2 feature's public face: the IMX (layer-2) connect area and the hook other features use.
export { ImxConnectArea, ImxConnectStandIn } from './components/imx-connect-area';
export { ConnectImxDialog, EthDepositDialog } from './components/dialogs';
export { imxBalanceKey, useImxWallet, type ImxWallet } from './use-imx-wallet';
