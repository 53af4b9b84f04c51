// The pledging feature's public face: DAPPX staking.
export { DappxStakeActions } from './components/dappx-stake-actions';
