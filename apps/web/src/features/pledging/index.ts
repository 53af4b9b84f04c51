// The pledging feature's public face: staking DAPPX and ACE one token at a time.
export { PledgeActions } from './components/pledge-actions';
export { getEarnedZera, getMyDappxBalance, useMyDappxBalance, usePledgeBalance } from './api/pledging-api';
export { myDappxBalanceQuery, pledgeBalanceQuery } from './api/pledging-api';
