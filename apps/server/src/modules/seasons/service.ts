import {
  errorCodes,
  formatAmount,
  parseAmount,
  seasonTexts,
  type AdminSeason,
  type AdminSeasonsQuery,
  type Season,
  type SeasonStatus,
} from '@dappx/shared';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client';
import { holdsText, pageOfRows } from '../../db/pages';
import { recordAudit, type Actor } from '../audit';
import { AppError } from '../../lib/app-error';
import { postEntry, userAccount } from '../ledger';
import { postStakingEntry, refuseOutsideLimits } from '../staking';
import { pledgeSeasons } from './schema';

type SeasonRow = typeof pledgeSeasons.$inferSelect;
const dayMs = 86_400_000;
/** Completed seasons stay listed this long, so a participant sees theirs as Unstaked. */
const completedListedDays = 30;

const releaseAt = (season: Pick<SeasonRow, 'collectUntil' | 'lockDays'>) =>
  new Date(season.collectUntil.getTime() + season.lockDays * dayMs);

function seasonStatus(season: Pick<SeasonRow, 'collectUntil' | 'lockDays'>, now = new Date()): SeasonStatus {
  if (now < season.collectUntil) return 'ongoing';
  if (now < releaseAt(season)) return 'collection-done';
  return 'completed';
}

export const seasonView = (season: SeasonRow, now = new Date()): Season => ({
  _id: season.id,
  name: season.name,
  min_amount: formatAmount(season.minAmount),
  max_amount: formatAmount(season.maxAmount),
  duration: season.lockDays * 24,
  duration_days: season.lockDays,
  status: seasonStatus(season, now),
  end_date: season.collectUntil.toISOString(),
});

const listed = sql`${pledgeSeasons.collectUntil} + make_interval(days => ${pledgeSeasons.lockDays} + ${completedListedDays}) > now()`;

export async function listSeasons(db: DbExecutor): Promise<SeasonRow[]> {
  return db
    .select()
    .from(pledgeSeasons)
    .where(listed)
    .orderBy(pledgeSeasons.collectUntil, pledgeSeasons.name);
}

/** A page when the console names no size. */
const listedAdminSeasons = 100;

/** The console's page of the listed seasons whose name holds a text (any case), with their total. */
export async function pageAdminSeasons(db: DbExecutor, query: Partial<AdminSeasonsQuery>, now = new Date()) {
  const text = query.q?.toLowerCase();
  const where = and(listed, text ? holdsText(text, pledgeSeasons.name) : undefined);
  const order = [pledgeSeasons.collectUntil, pledgeSeasons.name, pledgeSeasons.id];
  const { rows, total } = await pageOfRows(db, pledgeSeasons, { where, order }, query, listedAdminSeasons);
  return { seasons: rows.map((season) => adminSeasonView(season, now)), total };
}

export const adminSeasonView = (season: SeasonRow, now = new Date()): AdminSeason => ({
  id: season.id,
  name: season.name,
  min_amount: season.minAmount.toString(),
  max_amount: season.maxAmount.toString(),
  collect_until: season.collectUntil.toISOString(),
  lock_days: season.lockDays,
  status: seasonStatus(season, now),
});

/**
 * A new season that collects stakes from now for `collectDays` days, then locks them for `lockDays`;
 * the console and the admin command both come here, so it has its audit row.
 */
export async function createSeason(
  db: Db,
  actor: Actor,
  season: { name: string; minAmount: bigint; maxAmount: bigint; collectDays: number; lockDays: number },
): Promise<SeasonRow> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(pledgeSeasons)
      .values({
        name: season.name,
        minAmount: season.minAmount,
        maxAmount: season.maxAmount,
        collectUntil: new Date(Date.now() + season.collectDays * dayMs),
        lockDays: season.lockDays,
      })
      .returning();
    const after = adminSeasonView(created!);
    await recordAudit(tx, {
      operator: actor,
      action: 'season.create',
      target: created!.id,
      before: null,
      after,
    });
    return created!;
  });
}

/** Ends a season's collecting now (its lock period runs from now), audited; undefined for no such season. */
export async function closeSeason(db: Db, actor: Actor, id: string): Promise<SeasonRow | undefined> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(pledgeSeasons).where(eq(pledgeSeasons.id, id)).for('update');
    if (!before) return undefined;
    const [closed] = await tx
      .update(pledgeSeasons)
      .set({ collectUntil: sql`least(collect_until, now())` })
      .where(eq(pledgeSeasons.id, id))
      .returning();
    await recordAudit(tx, {
      operator: actor,
      action: 'season.close',
      target: id,
      before: adminSeasonView(before),
      after: adminSeasonView(closed!),
    });
    return closed!;
  });
}

/**
 * Returns the stakes of completed seasons to the active balance. Run before any season answer, so what
 * the user reads is always settled; the row locks make a release happen once under concurrent calls.
 */
export async function releaseCompletedPledges(db: DbExecutor, userId: string) {
  const due = await db.execute<{ id: string; amount: string; name: string }>(sql`
    SELECT p.id, p.amount, s.name FROM season_pledges p JOIN pledge_seasons s ON s.id = p.season_id
    WHERE p.user_id = ${userId} AND p.release_entry_id IS NULL
      AND s.collect_until + make_interval(days => s.lock_days) <= now()
    ORDER BY p.id FOR UPDATE OF p`);
  for (const pledge of due.rows) {
    const amount = BigInt(pledge.amount);
    const entryId = await postEntry(db, {
      kind: 'season-release',
      userId,
      memo: pledge.name,
      lines: [
        { account: userAccount(userId, 'ACE', 'season_staked'), amount: -amount },
        { account: userAccount(userId, 'ACE', 'active'), amount },
      ],
    });
    await db.execute(sql`UPDATE season_pledges SET release_entry_id = ${entryId} WHERE id = ${pledge.id}`);
  }
}

/** A season's range is per user across all their stakes in it: its maximum speaks for the account limit. */
const seasonLimitTexts = { ...seasonTexts, aboveAccount: seasonTexts.aboveMaximum };

/** Stakes ACE from the active balance in an open season; a user's stakes in one season stay within its range. */
export async function createSeasonPledge(
  db: DbExecutor,
  user: { id: string; publicAddress: string },
  pledge: { seasonId: string; amount: bigint; wallet: string },
) {
  if (pledge.wallet.toLowerCase() !== user.publicAddress.toLowerCase()) {
    throw new AppError(400, errorCodes.validation, seasonTexts.wrongWallet);
  }
  // One user's stakes in one season are checked against its range one at a time.
  await db.execute(
    sql`SELECT pg_advisory_xact_lock(hashtextextended(${`season:${user.id}:${pledge.seasonId}`}, 0))`,
  );
  const [season] = await db
    .select({
      ...getTableColumns(pledgeSeasons),
      staked: sql<string>`coalesce((SELECT sum(amount) FROM season_pledges
        WHERE season_id = ${pledge.seasonId} AND user_id = ${user.id}), 0)`,
    })
    .from(pledgeSeasons)
    .where(eq(pledgeSeasons.id, pledge.seasonId));
  if (!season) throw new AppError(404, errorCodes.notFound, seasonTexts.notFound);
  if (seasonStatus(season) !== 'ongoing') {
    throw new AppError(409, errorCodes.conflict, seasonTexts.closed);
  }
  refuseOutsideLimits(
    pledge.amount,
    BigInt(season.staked),
    { minPerTx: season.minAmount, maxPerAccount: season.maxAmount },
    seasonLimitTexts,
  );
  const entryId = await postStakingEntry(
    db,
    {
      kind: 'season-stake',
      userId: user.id,
      memo: season.name,
      lines: [
        { account: userAccount(user.id, 'ACE', 'active'), amount: -pledge.amount },
        { account: userAccount(user.id, 'ACE', 'season_staked'), amount: pledge.amount },
      ],
    },
    seasonTexts.insufficient,
  );
  await db.execute(sql`
    INSERT INTO season_pledges (user_id, season_id, amount, stake_entry_id)
    VALUES (${user.id}, ${pledge.seasonId}, ${pledge.amount.toString()}, ${entryId})`);
}

/** Each asked season's total staked by the user (released stakes included: the participation view). */
async function pledgedPerSeason(db: DbExecutor, userId: string, seasonIds: string[]) {
  const found = await db.execute<{ season_id: string; total: string }>(sql`
    SELECT season_id, sum(amount) AS total FROM season_pledges
    WHERE user_id = ${userId} AND season_id = ANY(${sql.param(seasonIds)}::uuid[])
    GROUP BY season_id`);
  const perSeason = Object.fromEntries(seasonIds.map((id) => [id, 0n]));
  for (const row of found.rows) perSeason[row.season_id] = BigInt(row.total);
  return perSeason;
}

/** GET /users/acent/pledgedAcentPerSeason: {@link pledgedPerSeason} in token units, and their sum. */
export async function pledgedPerSeasonView(db: DbExecutor, userId: string, seasonIds: string[]) {
  const perSeason = await pledgedPerSeason(db, userId, seasonIds);
  const sum = Object.values(perSeason).reduce((total, amount) => total + amount, 0n);
  return {
    pledge_amount: formatAmount(sum),
    seasons: Object.fromEntries(Object.entries(perSeason).map(([id, amount]) => [id, formatAmount(amount)])),
  };
}

/** Stakes and releases, newest first. */
export async function pledgeHistory(db: DbExecutor, userId: string, offset: number, limit: number) {
  const [totals] = (
    await db.execute<{ total_rows: number; total_amount: string }>(sql`
      SELECT (count(*) + count(release_entry_id))::int AS total_rows, coalesce(sum(amount), 0) AS total_amount
      FROM season_pledges WHERE user_id = ${userId}`)
  ).rows;
  const rows = await db.execute<{
    id: string;
    type: 'Stake' | 'Unstake';
    season_name: string;
    start: Date;
    end_date: Date;
    duration: number;
    amount: string;
  }>(sql`
    WITH history AS (
      SELECT p.id::text || ':stake' AS id, 'Stake' AS type, s.name AS season_name, e.created_at AS start,
        s.collect_until + make_interval(days => s.lock_days) AS end_date, s.lock_days AS duration, p.amount
      FROM season_pledges p JOIN pledge_seasons s ON s.id = p.season_id JOIN ledger_entries e ON e.id = p.stake_entry_id
      WHERE p.user_id = ${userId}
      UNION ALL
      SELECT p.id::text || ':release', 'Unstake', s.name, e.created_at,
        s.collect_until + make_interval(days => s.lock_days), s.lock_days, p.amount
      FROM season_pledges p JOIN pledge_seasons s ON s.id = p.season_id JOIN ledger_entries e ON e.id = p.release_entry_id
      WHERE p.user_id = ${userId}
    )
    SELECT * FROM history ORDER BY start DESC, id DESC OFFSET ${offset} LIMIT ${limit}`);
  return {
    total_rows: totals?.total_rows ?? 0,
    total_amount: formatAmount(BigInt(totals?.total_amount ?? 0)),
    pledge_history: rows.rows.map((row) => ({
      _id: row.id,
      type: row.type,
      season_name: row.season_name,
      start: new Date(row.start).toISOString(),
      end_date: new Date(row.end_date).toISOString(),
      duration: row.duration,
      amount: formatAmount(BigInt(row.amount)),
    })),
  };
}

/** Demo mode always has seasons to stake in: a ranged one and a fixed-price one, added when none is open. */
export async function seedOpenSeasons(db: DbExecutor) {
  const open = await db.execute(sql`SELECT 1 FROM pledge_seasons WHERE collect_until > now() LIMIT 1`);
  if (open.rows.length > 0) return;
  const [{ count } = { count: 0 }] = (
    await db.execute<{ count: number }>(sql`SELECT count(*)::int AS count FROM pledge_seasons`)
  ).rows;
  const collectUntil = new Date(Date.now() + 14 * dayMs);
  await db.insert(pledgeSeasons).values([
    {
      name: `Season ${count + 1}`,
      minAmount: parseAmount('10')!,
      maxAmount: parseAmount('500')!,
      collectUntil,
      lockDays: 30,
    },
    {
      name: `Founders Pass ${count + 2}`,
      minAmount: parseAmount('100')!,
      maxAmount: parseAmount('100')!,
      collectUntil,
      lockDays: 60,
    },
  ]);
}
