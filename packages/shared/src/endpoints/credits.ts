import { declareEndpoints } from '../endpoint';
import type { creditsEndpointSchemas } from '../credits';

/**
 * The console's credits (airdrops), served by the ledger. A credit above its token's approval threshold
 * waits for a second finance operator (or the owner); the limits themselves are the owner's alone.
 */
export const creditsEndpoints = declareEndpoints<typeof creditsEndpointSchemas>()({
  createCredit: { method: 'POST', path: '/admin/api/credits', auth: 'operator', roles: ['finance'] },
  listCredits: { method: 'GET', path: '/admin/api/credits', auth: 'operator', roles: ['finance'] },
  approveCredit: {
    method: 'POST',
    path: '/admin/api/credits/:id/approve',
    auth: 'operator',
    roles: ['finance'],
  },
  rejectCredit: {
    method: 'POST',
    path: '/admin/api/credits/:id/reject',
    auth: 'operator',
    roles: ['finance'],
  },
  creditLimits: { method: 'GET', path: '/admin/api/credit-limits', auth: 'operator', roles: ['finance'] },
  /** The owner's alone: no role besides the owner may change the limits that bound finance. */
  setCreditLimits: { method: 'POST', path: '/admin/api/credit-limits/:token', auth: 'operator', roles: [] },
});
