import { seasonsEndpoints } from '@dappx/shared/endpoints/seasons';
import type { CreateAdminSeasonBody } from '@dappx/shared/seasons';
import type { ResourceData } from '../../lib/resource-data';
import { adminApi } from '../../lib/admin-api';

/**
 * Seasons (the admin's `season list | create | close`), paged and searched by name on the server;
 * `update` with `{ close: true }` closes one.
 */
export const seasonsData: ResourceData = {
  getList: async (_resource, params) => {
    const { page = 1, perPage = 25 } = params.pagination ?? {};
    const q = (params.filter as { q?: string }).q?.trim();
    const { seasons, total } = await adminApi(seasonsEndpoints.adminSeasons, {
      query: { offset: (page - 1) * perPage, limit: perPage, ...(q ? { q } : {}) },
    });
    return { data: seasons as never[], total };
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
