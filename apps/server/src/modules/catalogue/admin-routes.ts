import { catalogueAdminEndpoints } from '@dappx/shared';
import { serveEndpoint } from '../../lib/endpoint';
import type { CacheGroup } from '../../lib/cached';
import type { App, AppDeps } from '../../lib/types';
import {
  createCatalogueRow,
  listCatalogueRows,
  moveCatalogueRow,
  setCatalogueRowHidden,
  updateCatalogueRow,
} from './admin-service';
import { pickCatalogueRows } from './admin-list';

const tags = ['admin'];
const errors = [401, 403, 404, 409];

/**
 * The console's catalogue calls (editors; audited): one set for every table the store is drawn from.
 * Each change clears this process's catalogue caches once it has committed, so the editor's next look
 * at the store shows it; other processes clear theirs when the change's announcement reaches them.
 */
export function catalogueAdminRoutes(app: App, db: AppDeps['db'], caches: CacheGroup) {
  const cleared = async <T>(change: Promise<T>): Promise<T> => {
    const answer = await change;
    caches.clear();
    return answer;
  };
  serveEndpoint(
    app,
    catalogueAdminEndpoints.listCatalogueRows,
    {
      tags,
      summary: 'A catalogue table’s rows, hidden ones too, in the store’s order: searched, filtered, paged',
      errors,
    },
    async ({ params, query }) => pickCatalogueRows(await listCatalogueRows(db, params.table), query),
  );
  serveEndpoint(
    app,
    catalogueAdminEndpoints.createCatalogueRow,
    { tags, summary: 'Add a row to a catalogue table (last in its list; audited)', errors },
    ({ body, operator }) => cleared(createCatalogueRow(db, operator.address, body.table, body.fields)),
  );
  serveEndpoint(
    app,
    catalogueAdminEndpoints.updateCatalogueRow,
    { tags, summary: 'Change a catalogue row’s fields (audited, with the values before and after)', errors },
    ({ params, body, operator }) =>
      cleared(updateCatalogueRow(db, operator.address, body.table, params.id, body.fields)),
  );
  serveEndpoint(
    app,
    catalogueAdminEndpoints.setCatalogueRowHidden,
    { tags, summary: 'Hide a catalogue row from the public store, or publish it again (audited)', errors },
    ({ params, body, operator }) =>
      cleared(setCatalogueRowHidden(db, operator.address, body.table, params.id, body.hidden)),
  );
  serveEndpoint(
    app,
    catalogueAdminEndpoints.moveCatalogueRow,
    { tags, summary: 'Swap a catalogue row with its neighbour above or below (audited)', errors },
    async ({ params, body, operator }) => ({
      rows: await cleared(moveCatalogueRow(db, operator.address, body.table, params.id, body.direction)),
    }),
  );
}
