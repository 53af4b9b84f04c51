import { declareEndpoints } from '../endpoint';
import type { tokenStakingEndpointSchemas } from '../token-staking';

/** DAPPX staking ("pledging") and the DAPPX balances around it (wallet-area spec, sections 5 and 7). */
export const tokenStakingEndpoints = declareEndpoints<typeof tokenStakingEndpointSchemas>()({
  isPledgingActivated: { method: 'GET', path: '/users/isPledgingActivated', auth: 'session' },
  /** The spec sends a `custom-token-id` header instead of a session: the rules are the same for everyone. */
  getPledgingConfig: {
    method: 'GET',
    path: '/users/getPledgingConfig',
    auth: 'public',
    headers: { 'custom-token-id': 'DAPPX' },
  },
  /** The money calls: activation fee, stake, unstake. */
  createPledgingActivationTransaction: {
    method: 'POST',
    path: '/users/createPledgingActivationTransaction',
    auth: 'money',
  },
  createPledging: { method: 'POST', path: '/users/createPledging', auth: 'money' },
  createUnpledgeTx: { method: 'POST', path: '/users/createUnpledgeTx', auth: 'money' },
  /** A read, though a POST in the spec. */
  isUnderPenalty: { method: 'POST', path: '/users/isUnderPenalty', auth: 'session' },
  getPledgeBalance: { method: 'GET', path: '/users/getPledgeBalance', auth: 'session' },
  getMyDappxBalance: { method: 'GET', path: '/users/getMyDappxBalance', auth: 'session' },
  /** Pays out what was mined so far into the Zera vault, then answers it. */
  getEarnedZeraBalance: { method: 'POST', path: '/users/getEarnedZeraBalance', auth: 'session' },
  /** The DAPPX vault plus the deposits still waiting for confirmations. */
  getDappxDepositBalance: { method: 'GET', path: '/users/getDappxDepositBalance', auth: 'session' },
  /** The console's staking settings: every staking kind, as the admin's `staking` command. */
  adminStakingSettings: {
    method: 'GET',
    path: '/admin/api/staking-settings',
    auth: 'operator',
    roles: ['finance'],
  },
  setAdminGovernanceSettings: {
    method: 'POST',
    path: '/admin/api/staking-settings/governance/:token',
    auth: 'operator',
    roles: ['finance'],
  },
  setAdminTokenStakingSettings: {
    method: 'POST',
    path: '/admin/api/staking-settings/pledging/:token',
    auth: 'operator',
    roles: ['finance'],
  },
  /** Changes raising a rate above its threshold, waiting for (or decided by) a second operator. */
  stakingSettingChanges: {
    method: 'GET',
    path: '/admin/api/staking-settings/changes',
    auth: 'operator',
    roles: ['finance'],
  },
  approveStakingSettingChange: {
    method: 'POST',
    path: '/admin/api/staking-settings/changes/:id/approve',
    auth: 'operator',
    roles: ['finance'],
  },
  rejectStakingSettingChange: {
    method: 'POST',
    path: '/admin/api/staking-settings/changes/:id/reject',
    auth: 'operator',
    roles: ['finance'],
  },
});
