// The transfers feature's public face.
export { TransferButton } from './components/transfer-button';
export { TransferDialog } from './components/dialogs';
