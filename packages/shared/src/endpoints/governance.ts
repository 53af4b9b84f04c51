import { declareEndpoints } from '../endpoint';
import type { governanceEndpointSchemas } from '../governance';

const base = '/users/:token/governance-pledging';

/** Governance staking of ACE and EDAO (wallet-area spec, section 5). */
export const governanceEndpoints = declareEndpoints<typeof governanceEndpointSchemas>()({
  /** Whether the user paid the one-time activation fee. */
  governanceStatus: { method: 'GET', path: `${base}/status`, auth: 'session' },
  /** Limits, fees and penalty window: the same for everyone, so no session. */
  governanceSettings: { method: 'GET', path: `${base}/settings`, auth: 'public' },
  /** The staked balance and the end of its penalty window. */
  governanceBalance: { method: 'GET', path: `${base}/balance`, auth: 'session' },
  /** The cross rewards: EDAO earned by staked ACE, ACE earned by staked EDAO (one token each). */
  edaoEarned: { method: 'GET', path: '/users/acent/governance-pledging/edao-earned', auth: 'session' },
  aceEarned: { method: 'GET', path: '/users/edao/governance-pledging/ace-earned', auth: 'session' },
  /** Stakes and unstakes, a page at a time. */
  governanceHistory: { method: 'GET', path: `${base}/history`, auth: 'session' },
  /** The money calls: activation fee, stake, unstake. */
  governanceActivate: { method: 'POST', path: `${base}/activate`, auth: 'money' },
  governancePledge: { method: 'POST', path: `${base}/pledge`, auth: 'money' },
  governanceUnpledge: { method: 'POST', path: `${base}/unpledge`, auth: 'money' },
});
