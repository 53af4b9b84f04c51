import { errorCodes, seasonsEndpoints, seasonTexts } from '@dappx/shared';
import { AppError } from '../../lib/app-error';
import { serveEndpoint } from '../../lib/endpoint';
import type { App, AppDeps } from '../../lib/types';
import { adminSeasonView, closeSeason, createSeason, pageAdminSeasons } from './service';

const tags = ['admin'];
const errors = [401, 403, 404];

/** The console's seasons (finance), as the admin's `season list | create | close`, each change audited. */
export function registerAdminSeasons(app: App, { db }: Pick<AppDeps, 'db'>) {
  serveEndpoint(
    app,
    seasonsEndpoints.adminSeasons,
    {
      tags,
      summary:
        'Seasons open, locked or completed in the last 30 days, by name, a page at a time, with their total',
      errors,
    },
    async ({ query }) => pageAdminSeasons(db, query),
  );
  serveEndpoint(
    app,
    seasonsEndpoints.createAdminSeason,
    {
      tags,
      summary: 'Open a season that collects ACE stakes from now (amounts in base units; audited)',
      errors,
      status: 201,
    },
    async ({ body, operator }) =>
      adminSeasonView(
        await createSeason(db, operator.address, {
          name: body.name,
          minAmount: BigInt(body.min_amount),
          maxAmount: BigInt(body.max_amount),
          collectDays: body.collect_days,
          lockDays: body.lock_days,
        }),
      ),
  );
  serveEndpoint(
    app,
    seasonsEndpoints.closeAdminSeason,
    { tags, summary: 'Stop a season collecting now; its lock period runs from now (audited)', errors },
    async ({ params, operator }) => {
      const closed = await closeSeason(db, operator.address, params.id);
      if (!closed) throw new AppError(404, errorCodes.notFound, seasonTexts.notFound);
      return adminSeasonView(closed);
    },
  );
}
