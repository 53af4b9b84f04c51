import { dashboardDays, type DashboardResponse } from '@dappx/shared';
import type { DbExecutor } from '../../db/client';
import type { ChainsConfig } from '../../lib/chains-config';
import { dailyDeposits, indexerLag } from '../deposits';
import { conservationCheck, dailyFees } from '../ledger';
import { dailyActiveUsers, dailySignUps } from '../users';
import { dailyWithdrawals } from '../withdrawals';

const dayMs = 86_400_000;

/** The series' UTC days, oldest first, today last; and the first one's midnight. */
function seriesDays(now: Date, days = dashboardDays) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const from = new Date(today - (days - 1) * dayMs);
  const list = Array.from({ length: days }, (_, index) =>
    new Date(from.getTime() + index * dayMs).toISOString().slice(0, 10),
  );
  return { from, list };
}

/**
 * The console's dashboard: each module answers its own figures (the SQL stays with the tables); this
 * only puts them side by side.
 */
export async function dashboardOf(
  db: DbExecutor,
  chains: ChainsConfig | undefined,
): Promise<DashboardResponse> {
  const { from, list } = seriesDays(new Date());
  const [signUps, active, deposits, withdrawals, fees, books, lag] = await Promise.all([
    dailySignUps(db, from),
    dailyActiveUsers(db, from),
    dailyDeposits(db, from),
    dailyWithdrawals(db, from),
    dailyFees(db, from),
    conservationCheck(db),
    Promise.all((chains?.l1Networks ?? []).map((network) => indexerLag(db, network))),
  ]);
  return {
    today: list.at(-1)!,
    days: list.map((day) => ({
      day,
      sign_ups: signUps.get(day) ?? 0,
      active_users: active.get(day) ?? 0,
    })),
    deposits,
    withdrawals,
    fees,
    conservation: books,
    indexer_lag: lag,
  };
}
