import { declareEndpoints } from '../endpoint';
import type { historyEndpointSchemas } from '../history';

/** What came in and went out (wallet-area spec, section 7: transactions history). */
export const historyEndpoints = declareEndpoints<typeof historyEndpointSchemas>()({
  /** Deposits and withdrawals of one token, a page at a time. */
  transactionsHistory: { method: 'GET', path: '/users/:token/transactionsHistory', auth: 'session' },
  /** The latest ledger entries touching the user, every token and bucket. */
  getTransactions: { method: 'GET', path: '/users/getTransactions', auth: 'session' },
  /** Every movement of the user's tokens, NFT payments on L2 included, filtered and paged by cursor. */
  activity: { method: 'GET', path: '/users/activity', auth: 'session' },
  /** What the user holds in the store per token: vault, active, staked, pending and the total. */
  totals: { method: 'GET', path: '/users/totals', auth: 'session' },
});
