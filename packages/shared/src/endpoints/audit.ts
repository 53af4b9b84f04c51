import { declareEndpoints } from '../endpoint';
import type { auditEndpointSchemas } from '../audit';

/** Who changed what in the console, newest first. */
export const auditEndpoints = declareEndpoints<typeof auditEndpointSchemas>()({
  // Every operator may read it: seeing each other's changes is how a small team stays in step.
  auditLog: {
    method: 'GET',
    path: '/admin/api/audit',
    auth: 'operator',
    roles: ['editor', 'support', 'finance'],
  },
});
