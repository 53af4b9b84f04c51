import { roleAllows, type DashboardTodoResponse, type OperatorRole } from '@dappx/shared';
import type { DbExecutor } from '../../db/client';
import type { ChainsConfig } from '../../lib/chains-config';
import { indexerLag } from '../deposits';
import { creditsWaiting } from '../ledger';
import { settingChangesWaiting } from '../token-staking';
import { reportsOpen } from '../reviews';
import { submissionsWaiting } from '../submissions';
import { withdrawalsWaiting } from '../withdrawals';

/** A count only for a role that may act on it: another role's queue is none of its business. */
const forRole = <T>(role: OperatorRole, roles: readonly OperatorRole[], count: () => Promise<T>) =>
  roleAllows(role, roles) ? count() : Promise.resolve(null);

/** The largest lag over the readable L1 networks, in blocks (null: none readable). */
async function largestLag(db: DbExecutor, chains: ChainsConfig | undefined) {
  const lags = await Promise.all((chains?.l1Networks ?? []).map((network) => indexerLag(db, network)));
  const known = lags.flatMap((lag) => (lag.lag === null ? [] : [Number(lag.lag)]));
  return known.length === 0 ? null : Math.max(...known);
}

/** What waits for this operator, one count per queue their role works on, and the indexer's lag. */
export async function dashboardTodoOf(
  db: DbExecutor,
  chains: ChainsConfig | undefined,
  role: OperatorRole,
): Promise<DashboardTodoResponse> {
  const [submissions, withdrawals, reports, credits, settings, lag] = await Promise.all([
    forRole(role, ['editor'], () => submissionsWaiting(db)),
    forRole(role, ['finance'], () => withdrawalsWaiting(db)),
    forRole(role, ['support'], () => reportsOpen(db)),
    forRole(role, ['finance'], () => creditsWaiting(db)),
    forRole(role, ['finance'], () => settingChangesWaiting(db)),
    largestLag(db, chains),
  ]);
  return {
    submissions,
    withdrawals_waiting: withdrawals?.waiting ?? null,
    withdrawals_overdue: withdrawals?.overdue ?? null,
    review_reports: reports,
    credit_approvals: credits,
    setting_approvals: settings,
    indexer_lag: lag,
  };
}
