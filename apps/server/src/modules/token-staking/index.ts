// The token-staking module's public face: what app.ts, the seed, the admin and other modules may use.
export { tokenStakingRoutes } from './routes';
export { tokenStakingConfigs } from './schema';
export {
  changeStakingSettings,
  describeStakingSettings,
  fieldsOf,
  setStakingSettings,
  stakingTokens,
  type StakingToken,
} from './staking-settings';
export { settingChangesWaiting } from './figures';
