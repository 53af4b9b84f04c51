// The withdrawals module's public face: what app.ts, workers.ts, the seed and the admin may use.
export { withdrawalsRoutes } from './routes';
export { startWithdrawalsLoops } from './payout';
export { dailyWithdrawals, withdrawalsWaiting } from './figures';
export {
  changeWithdrawSettings,
  describeWithdrawSettings,
  seedWithdrawSettings,
  setWithdrawSettings,
  withdrawFields,
  withdrawTokens,
  type WithdrawToken,
} from './settings';
