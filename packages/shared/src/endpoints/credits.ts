import { declareEndpoints } from '../endpoint';
import type { creditsEndpointSchemas } from '../credits';

/** The console's credits (airdrops, issue 18), served by the ledger; the list is the audit log's. */
export const creditsEndpoints = declareEndpoints<typeof creditsEndpointSchemas>()({
  createCredit: { method: 'POST', path: '/admin/api/credits', auth: 'operator', roles: ['finance'] },
});
