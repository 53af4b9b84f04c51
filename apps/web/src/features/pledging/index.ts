// The pledging feature's public face: DAPPX staking.
export { DappxStakeActions } from './components/dappx-stake-actions';
export { getEarnedZera, getMyDappxBalance, useMyDappxBalance } from './api/pledging-api';
