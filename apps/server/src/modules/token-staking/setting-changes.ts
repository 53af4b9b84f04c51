import {
  errorCodes,
  rateApprovalThreshold,
  rateSettingNames,
  stakingSettingChangesTexts,
  type SettingValueText,
  type StakingSettingChangeRecord,
  type ListStakingSettingChangesQuery,
  type StakingSettingChangeStatus,
  type StakingToken,
} from '@dappx/shared';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { pageOfRows } from '../../db/pages';
import { AppError } from '../../lib/app-error';
import { recordAudit, type Actor } from '../audit';
import { stakingSettingChanges } from './schema';

type ChangeRow = typeof stakingSettingChanges.$inferSelect;
/** Settings by the API's names and values, as the console sends and reads them. */
export type SettingsView = Record<string, SettingValueText>;

/** A page of the console's list when it names no size (newest first). */
const listedChanges = 200;

export const changeRecordOf = (row: ChangeRow): StakingSettingChangeRecord => ({
  id: row.id,
  token: row.token,
  changes: row.changes,
  status: row.status,
  requested_by: row.requestedBy,
  requested_at: row.requestedAt.toISOString(),
  decided_by: row.decidedBy,
  decided_at: row.decidedAt?.toISOString() ?? null,
});

/**
 * Whether settings going from `before` to `after` raise a rate above its approval threshold. Lowering a
 * rate, or raising it within the threshold, mints no more than the store already agreed to.
 */
export function raisesRateAboveThreshold(before: SettingsView, after: SettingsView): boolean {
  return rateSettingNames.some((name) => {
    if (after[name] === undefined) return false;
    const asked = BigInt(after[name] as string);
    return asked > rateApprovalThreshold && asked > BigInt(before[name] as string);
  });
}

/** Keeps a change for a second operator, with its audit row: `before` holds the current values it would replace. */
export async function requestStakingSettingChange(
  tx: DbExecutor,
  actor: Actor,
  token: StakingToken,
  changes: SettingsView,
  before: SettingsView,
): Promise<StakingSettingChangeRecord> {
  const [row] = await tx
    .insert(stakingSettingChanges)
    .values({ token, changes, status: 'pending', requestedBy: actor })
    .returning();
  await recordAudit(tx, {
    operator: actor,
    action: 'staking-settings.request',
    target: token,
    before: Object.fromEntries(Object.keys(changes).map((name) => [name, before[name]])),
    after: { ...changes, change: row!.id, status: 'pending' },
  });
  return changeRecordOf(row!);
}

/** The newest changes, or those of one status (the console's "Waiting for approval": pending), a page at a time. */
export async function listStakingSettingChanges(
  db: DbExecutor,
  query: Partial<ListStakingSettingChangesQuery>,
) {
  const where = query.status && eq(stakingSettingChanges.status, query.status);
  const order = [desc(stakingSettingChanges.requestedAt), desc(stakingSettingChanges.id)];
  const page = await pageOfRows(db, stakingSettingChanges, { where, order }, query, listedChanges);
  return { changes: page.rows.map(changeRecordOf), total: page.total };
}

/**
 * Decides a waiting change, in the decision's transaction: only while it waits, and only by someone
 * other than whoever asked. The conditional UPDATE is the one gate: of two operators deciding at once,
 * the second waits on the row and then finds it decided (409).
 */
export async function decideWaitingChange(
  tx: DbExecutor,
  actor: Actor,
  id: string,
  status: Exclude<StakingSettingChangeStatus, 'pending'>,
): Promise<ChangeRow> {
  const [taken] = await tx
    .update(stakingSettingChanges)
    .set({ status, decidedBy: actor, decidedAt: new Date() })
    .where(
      and(
        eq(stakingSettingChanges.id, id),
        eq(stakingSettingChanges.status, 'pending'),
        ne(stakingSettingChanges.requestedBy, actor),
      ),
    )
    .returning();
  if (taken) return taken;
  const [row] = await tx.select().from(stakingSettingChanges).where(eq(stakingSettingChanges.id, id));
  if (!row) throw new AppError(404, errorCodes.notFound, stakingSettingChangesTexts.unknownChange);
  if (row.status !== 'pending')
    throw new AppError(409, errorCodes.conflict, stakingSettingChangesTexts.notWaiting);
  throw new AppError(403, errorCodes.forbidden, stakingSettingChangesTexts.ownChange);
}
