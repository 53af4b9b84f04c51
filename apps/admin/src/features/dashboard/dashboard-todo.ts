import { dashboardEndpoints } from '@dappx/shared/endpoints/dashboard';
import type { DashboardTodo, DashboardTodoResponse } from '@dappx/shared/dashboard';
import { adminApi } from '../../lib/admin-api';

export const dashboardTodoQuery = {
  queryKey: ['admin', 'dashboard', 'todo'],
  queryFn: () => adminApi(dashboardEndpoints.dashboardTodo),
  // The menu's badges and the dashboard share it: a queue that grows shows within half a minute.
  refetchInterval: 30_000,
};

/** A list's address with its filter, as react-admin reads it from the URL. */
const filtered = (resource: string, filter?: Record<string, string>) =>
  filter ? `/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}` : `/${resource}`;

/** Each count of the to-do: the screen it badges and the list, filtered to the rows counted. */
const todoItems: { todo: DashboardTodo; resource: string; link: string; severity?: 'error' }[] = [
  { todo: 'submissions', resource: 'submissions', link: filtered('submissions', { status: 'submitted' }) },
  {
    todo: 'withdrawals_waiting',
    resource: 'withdrawals',
    link: filtered('withdrawals', { status: 'pending' }),
  },
  {
    todo: 'withdrawals_overdue',
    resource: 'withdrawals',
    link: filtered('withdrawals', { status: 'pending' }),
    severity: 'error',
  },
  {
    todo: 'review_reports',
    resource: 'review-reports',
    link: filtered('review-reports', { status: 'open' }),
  },
  { todo: 'credit_approvals', resource: 'credit-approvals', link: filtered('credit-approvals') },
  { todo: 'setting_approvals', resource: 'setting-approvals', link: filtered('setting-approvals') },
];

/** The counts the operator's role has, each with where it leads (a role's other queues are left out). */
export const visibleTodos = (todo: DashboardTodoResponse) =>
  todoItems.flatMap((item) => {
    const count = todo[item.todo];
    return count === null ? [] : [{ ...item, count }];
  });

/** A screen's badge: what waits on it (overdue withdrawals are already among the waiting ones). */
export const badgeOf = (todo: DashboardTodoResponse | undefined, resource: string) =>
  todo
    ? todoItems
        .filter((item) => item.resource === resource && item.todo !== 'withdrawals_overdue')
        .reduce((sum, item) => sum + (todo[item.todo] ?? 0), 0)
    : 0;
