import type { submissionBody } from '@dappx/shared';
import {
  chartRoutes,
  errorCodes,
  submissionsTexts,
  type ReviewSubmissionBody,
  type ReviewedSubmission,
  type SubmissionStatus,
  type SubmissionView,
} from '@dappx/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Mailer } from '../../mail/mailer';
import { recordAudit, type Actor } from '../audit';
import { addAppToChart } from '../catalogue';
import { rememberedMailLanguage } from '../users';
import { isStoredUpload } from '../uploads';
import { checkedContracts } from './contracts';
import { holdDailyCap } from './daily-cap';
import { urlKeyOf } from './duplicates';
import { decisionMail } from './mails';
import { reviewedSubmission, submissionForUpdate, viewOf } from './repository';
import { dappSubmissions, type DappSubmission } from './schema';

type Submitted = z.output<typeof submissionBody>;

const notFound = () => new AppError(404, errorCodes.notFound, submissionsTexts.noSuchSubmission);

function columnsOf(body: Submitted) {
  return {
    name: body.name,
    url: body.url,
    urlKey: urlKeyOf(body.url),
    category: body.category,
    description: body.description,
    logo: body.logo,
    chains: [...new Set(body.chains)],
    contracts: checkedContracts(body.chains, body.contracts),
    contactEmail: body.contact_email,
  };
}

/** What a submission needs: the database (which keeps the uploads too), and the daily cap. */
export type SubmitDeps = { db: Db; perDay: number };

/** A logo names one of the files the store keeps, not merely a path of that form. */
async function requireStoredLogo(db: Db, logo: string): Promise<void> {
  if (!(await isStoredUpload(db, logo))) {
    throw new AppError(400, errorCodes.validation, submissionsTexts.logoNotUploaded);
  }
}

/** A signed-in user's new submission, waiting for the editors; at most `perDay` in any 24 hours. */
export async function submitDapp(
  { db, perDay }: SubmitDeps,
  userId: string,
  body: Submitted,
): Promise<SubmissionView> {
  const columns = columnsOf(body);
  await requireStoredLogo(db, body.logo);
  return db.transaction(async (tx) => {
    await holdDailyCap(tx, userId, perDay);
    const [row] = await tx
      .insert(dappSubmissions)
      .values({ userId, ...columns })
      .returning();
    return viewOf(row!);
  });
}

/** The submitter's edit after an editor asked for changes: it goes back to the queue. */
export async function resubmitDapp(
  { db }: Omit<SubmitDeps, 'perDay'>,
  userId: string,
  id: bigint,
  body: Submitted,
): Promise<SubmissionView> {
  const columns = columnsOf(body);
  await requireStoredLogo(db, body.logo);
  return db.transaction(async (tx) => {
    const row = await submissionForUpdate(tx, id);
    if (!row || row.userId !== userId) throw notFound();
    if (row.status !== 'changes_requested') {
      throw new AppError(409, errorCodes.conflict, submissionsTexts.notEditable);
    }
    const [updated] = await tx
      .update(dappSubmissions)
      .set({ ...columns, status: 'submitted', updatedAt: new Date() })
      .where(eq(dappSubmissions.id, id))
      .returning();
    return viewOf(updated!);
  });
}

const statusAfter: Record<ReviewSubmissionBody['decision'], SubmissionStatus> = {
  approve: 'approved',
  request_changes: 'changes_requested',
  reject: 'rejected',
};

export type ReviewDeps = { db: Db; mailer: Mailer; publicUrl: string };

/**
 * An editor's decision, with its audit row in the same transaction; approval lists the dapp in its
 * category's chart at once. The submitter's mail goes after the commit: a mail server that is down
 * must not undo a decision (it is logged by the caller).
 */
export async function reviewSubmission(
  { db, mailer, publicUrl }: ReviewDeps,
  actor: Actor,
  id: bigint,
  review: ReviewSubmissionBody,
): Promise<{ reviewed: ReviewedSubmission; mail: Promise<void> }> {
  const decided = await db.transaction(async (tx) => {
    const row = await submissionForUpdate(tx, id);
    if (!row) throw notFound();
    if (row.status === 'approved' || row.status === 'rejected') {
      throw new AppError(409, errorCodes.conflict, submissionsTexts.alreadyReviewed);
    }
    const appSlug = review.decision === 'approve' ? await listingOf(tx, row) : null;
    const status = statusAfter[review.decision];
    const note = review.note ?? null;
    await tx
      .update(dappSubmissions)
      .set({ status, note, appSlug, updatedAt: new Date() })
      .where(eq(dappSubmissions.id, id));
    await recordAudit(tx, {
      operator: actor,
      action: `submission.${review.decision}`,
      target: `submission:${id}`,
      before: { status: row.status, note: row.note },
      after: { status, note, ...(appSlug ? { app: appSlug } : {}) },
    });
    return row;
  });
  const reviewed = await reviewedSubmission(db, id);
  const page = `${publicUrl}/submit-dapp`;
  const listing =
    review.decision === 'approve' ? `${publicUrl}${chartRoutes[reviewed!.category]}` : undefined;
  // Written in the language the submitter last used for a mail of theirs, not the editor's.
  const mail = rememberedMailLanguage(db, decided.userId).then((language) =>
    mailer.send(decisionMail(decided, review, { page, listing }, language)),
  );
  return { reviewed: reviewed!, mail };
}

const listingOf = (tx: DbExecutor, row: DappSubmission) =>
  addAppToChart(tx, {
    name: row.name,
    href: row.url,
    image: row.logo,
    category: row.category as ReviewedSubmission['category'],
    description: row.description,
    chains: row.chains,
    contracts: row.contracts,
  });
