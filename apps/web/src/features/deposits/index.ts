// The deposits feature's public face.
export { DepositDialog } from './components/dialogs';
