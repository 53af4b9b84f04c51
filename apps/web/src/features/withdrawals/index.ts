// The withdrawals feature's public face.
export { WithdrawButton } from './components/withdraw-button';
