import { dashboardEndpoints } from '@dappx/shared/endpoints/dashboard';
import type { DashboardFlow, DashboardResponse } from '@dappx/shared/dashboard';
import { adminApi } from '../../lib/admin-api';

export const dashboardQuery = {
  queryKey: ['admin', 'dashboard'],
  queryFn: () => adminApi(dashboardEndpoints.dashboard),
  // The day's figures move slowly; a minute keeps the page current without loading the database.
  refetchInterval: 60_000,
};

/** Per token, its count on each day of the series (0 where nothing moved): one chart series per token. */
export function countsByToken(days: DashboardResponse['days'], flows: DashboardFlow[]) {
  const tokens = [...new Set(flows.map((flow) => flow.token))].sort();
  return tokens.map((token) => ({
    token,
    counts: days.map(({ day }) => flows.find((flow) => flow.day === day && flow.token === token)?.count ?? 0),
  }));
}

/** Today's rows of a flow (or of the fees), per token. */
export const todayOf = <Row extends { day: string }>(rows: Row[], today: string) =>
  rows.filter((row) => row.day === today);
