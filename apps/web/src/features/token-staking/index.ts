// The token-staking feature's public face: staking DAPPX and ACE one token at a time.
export { TokenStakingActions } from './components/token-staking-actions';
export {
  getEarnedZera,
  getMyDappxBalance,
  useMyDappxBalance,
  useTokenStakeBalance,
} from './api/token-staking-api';
export { myDappxBalanceQuery, tokenStakeBalanceQuery } from './api/token-staking-api';
