import type { DashboardTodoResponse } from '@dappx/shared/dashboard';
import { describe, expect, it } from 'vitest';
import { badgeOf, visibleTodos } from './dashboard-todo';

const finance: DashboardTodoResponse = {
  submissions: null,
  withdrawals_waiting: 4,
  withdrawals_overdue: 1,
  review_reports: null,
  credit_approvals: 2,
  setting_approvals: 0,
  indexer_lag: 3,
};

describe("the dashboard's to-do", () => {
  it("lists only the role's counts, each linked to its list filtered to what it counts", () => {
    const items = visibleTodos(finance);
    expect(items.map((item) => item.todo)).toEqual([
      'withdrawals_waiting',
      'withdrawals_overdue',
      'credit_approvals',
      'setting_approvals',
    ]);
    expect(items[0]!.link).toBe(`/withdrawals?filter=${encodeURIComponent('{"status":"pending"}')}`);
  });

  it('badges a screen with what waits on it, an overdue withdrawal counted once', () => {
    expect(badgeOf(finance, 'withdrawals')).toBe(4);
    expect(badgeOf(finance, 'credit-approvals')).toBe(2);
    expect(badgeOf(finance, 'submissions')).toBe(0);
    expect(badgeOf(undefined, 'withdrawals')).toBe(0);
  });
});
