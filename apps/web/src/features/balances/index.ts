// The balances feature's public face.
export { balancesKey, getBalance, useTokenBalances } from './api/get-balances';
export { useTokenTotals } from './api/token-totals';
