import { seasonsEndpoints } from '@dappx/shared/endpoints/seasons';
import type { CreateAdminSeasonBody } from '@dappx/shared/seasons';
import type { ResourceData } from '../../lib/resource-data';
import { adminApi } from '../../lib/admin-api';

async function seasonRows() {
  return (await adminApi(seasonsEndpoints.adminSeasons)).seasons;
}

/** Seasons (the admin's `season list | create | close`): `update` with `{ close: true }` closes one. */
export const seasonsData: ResourceData = {
  getList: async () => {
    const data = await seasonRows();
    return { data: data as never[], total: data.length };
  },
  getOne: async (_resource, params) => {
    const row = (await seasonRows()).find((season) => season.id === params.id);
    if (!row) throw new Error(`No season ${String(params.id)}`);
    return { data: row as never };
  },
  create: async (_resource, params) => {
    const created = await adminApi(seasonsEndpoints.createAdminSeason, {
      body: params.data as CreateAdminSeasonBody,
    });
    return { data: created as never };
  },
  update: async (_resource, params) => {
    const closed = await adminApi(seasonsEndpoints.closeAdminSeason, { params: { id: String(params.id) } });
    return { data: closed as never };
  },
};
