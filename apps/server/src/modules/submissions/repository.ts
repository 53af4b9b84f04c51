import type { ReviewedSubmission, SubmissionStatus, SubmissionsPage, SubmissionView } from '@dappx/shared';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { listedApps } from '../catalogue';
import { users } from '../users';
import { duplicatesOf, type Comparable } from './duplicates';
import { dappSubmissions, type DappSubmission } from './schema';

export function viewOf(row: DappSubmission): SubmissionView {
  return {
    id: row.id.toString(),
    name: row.name,
    url: row.url,
    category: row.category as SubmissionView['category'],
    description: row.description,
    logo: row.logo,
    chains: row.chains,
    contracts: row.contracts,
    contact_email: row.contactEmail,
    status: row.status as SubmissionStatus,
    note: row.note,
    app_slug: row.appSlug,
    submitted_at: row.submittedAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const comparable = (row: DappSubmission): Comparable => ({
  id: row.id.toString(),
  name: row.name,
  urlKey: row.urlKey,
  contracts: row.contracts,
  appSlug: row.appSlug,
});

export async function mySubmissions(db: DbExecutor, userId: string): Promise<SubmissionView[]> {
  const rows = await db
    .select()
    .from(dappSubmissions)
    .where(eq(dappSubmissions.userId, userId))
    .orderBy(desc(dappSubmissions.id));
  return rows.map(viewOf);
}

/** One submission for update: locked so two editors' decisions take turns. */
export async function submissionForUpdate(db: DbExecutor, id: bigint): Promise<DappSubmission | undefined> {
  const [row] = await db.select().from(dappSubmissions).where(eq(dappSubmissions.id, id)).for('update');
  return row;
}

type ReviewFilter = { status?: SubmissionStatus; id?: bigint };
/** A page of the queue: `offset` rows skipped, at most `limit` answered. */
type PageOf = { limit: number; offset: number };

const whereOf = (filter: ReviewFilter) =>
  and(
    filter.status ? eq(dappSubmissions.status, filter.status) : undefined,
    filter.id ? eq(dappSubmissions.id, filter.id) : undefined,
  );

/**
 * The editors' view of submissions (all, or those of one status, or one by id): waiting ones first,
 * oldest first (the id settles ties, so pages neither repeat nor skip a row), each with its submitter and
 * duplicates. Duplicates are found among every submission and app: the store's lists are hundreds, not
 * millions.
 */
async function reviewedSubmissions(
  db: DbExecutor,
  filter: ReviewFilter,
  page: PageOf,
): Promise<ReviewedSubmission[]> {
  const [rows, everyone, apps] = await Promise.all([
    db
      .select({ row: dappSubmissions, submitter: users.publicAddress })
      .from(dappSubmissions)
      .innerJoin(users, eq(users.id, dappSubmissions.userId))
      .where(whereOf(filter))
      .orderBy(
        sql`${dappSubmissions.status} = 'submitted' DESC`,
        asc(dappSubmissions.updatedAt),
        asc(dappSubmissions.id),
      )
      .limit(page.limit)
      .offset(page.offset),
    db.select().from(dappSubmissions),
    listedApps(db),
  ]);
  const others = everyone.map(comparable);
  return rows.map(({ row, submitter }) => ({
    ...viewOf(row),
    submitter,
    duplicates: duplicatesOf(comparable(row), others, apps),
  }));
}

/** One submission as the editors see it, if there is one by this id. */
export async function reviewedSubmission(
  db: DbExecutor,
  id: bigint,
): Promise<ReviewedSubmission | undefined> {
  const [found] = await reviewedSubmissions(db, { id }, { limit: 1, offset: 0 });
  return found;
}

/** One page of the review queue, and how many submissions the filter holds in all. */
export async function reviewQueuePage(
  db: DbExecutor,
  filter: { status?: SubmissionStatus },
  page: PageOf,
): Promise<SubmissionsPage> {
  const [submissions, [counted]] = await Promise.all([
    reviewedSubmissions(db, filter, page),
    db.select({ total: count() }).from(dappSubmissions).where(whereOf(filter)),
  ]);
  return { submissions, total: counted!.total };
}
