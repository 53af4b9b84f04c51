import { declareEndpoints } from '../endpoint';
import type { catalogueAdminEndpointSchemas } from '../catalogue-admin';

/**
 * The console's catalogue: every table the store's pages are drawn from, one set of calls
 * for all, the table named in the path or the body. Editors curate; every change is audited.
 */
export const catalogueAdminEndpoints = declareEndpoints<typeof catalogueAdminEndpointSchemas>()({
  listCatalogueRows: {
    method: 'GET',
    path: '/admin/api/catalogue/:table',
    auth: 'operator',
    roles: ['editor'],
  },
  createCatalogueRow: { method: 'POST', path: '/admin/api/catalogue', auth: 'operator', roles: ['editor'] },
  updateCatalogueRow: {
    method: 'POST',
    path: '/admin/api/catalogue/rows/:id',
    auth: 'operator',
    roles: ['editor'],
  },
  /** Hides a row from the public store, or publishes it again (hiding never deletes). */
  setCatalogueRowHidden: {
    method: 'POST',
    path: '/admin/api/catalogue/rows/:id/hidden',
    auth: 'operator',
    roles: ['editor'],
  },
  /** Swaps a row with its neighbour in its table (or list); answers the table in its new order. */
  moveCatalogueRow: {
    method: 'POST',
    path: '/admin/api/catalogue/rows/:id/move',
    auth: 'operator',
    roles: ['editor'],
  },
});
