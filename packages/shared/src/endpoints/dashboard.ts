import type { dashboardEndpointSchemas } from '../dashboard';
import { declareEndpoints } from '../endpoint';

/** The console's dashboard of the day: every operator sees it. */
export const dashboardEndpoints = declareEndpoints<typeof dashboardEndpointSchemas>()({
  dashboard: {
    method: 'GET',
    path: '/admin/api/dashboard',
    auth: 'operator',
    roles: ['editor', 'support', 'finance'],
  },
  /** What waits for the operator, counted for their role only: the dashboard's to-do and the menu's badges. */
  dashboardTodo: {
    method: 'GET',
    path: '/admin/api/dashboard/todo',
    auth: 'operator',
    roles: ['editor', 'support', 'finance'],
  },
});
