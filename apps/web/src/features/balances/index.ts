// The balances feature's public face.
export { balancesKey, getBalance, tokenBalancesQuery, useTokenBalances } from './api/get-balances';
export { tokenTotalsQuery, useTokenTotals } from './api/token-totals';
