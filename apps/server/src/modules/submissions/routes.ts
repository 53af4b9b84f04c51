import { errorCodes, submissionsEndpoints, submissionsTexts } from '@dappx/shared';
import { AppError } from '../../lib/app-error';
import { serveEndpoint } from '../../lib/endpoint';
import type { App, AppDeps } from '../../lib/types';
import { mySubmissions, reviewedSubmission, reviewQueuePage } from './repository';
import { resubmitDapp, reviewSubmission, submitDapp } from './service';

const tags = ['submissions'];

export async function submissionsRoutes(app: App, deps: Pick<AppDeps, 'db' | 'mailer' | 'config'>) {
  const { db, config } = deps;
  const submitDeps = { db, perDay: config.submissionsPerDay };
  serveEndpoint(
    app,
    submissionsEndpoints.submitDapp,
    {
      tags,
      summary: `Submit a dapp for listing: it waits for the editors’ review (at most ${config.submissionsPerDay} a day per user)`,
      status: 201,
      errors: [429],
    },
    ({ signedIn, body }) => submitDapp(submitDeps, signedIn.user.id, body),
  );
  serveEndpoint(
    app,
    submissionsEndpoints.mySubmissions,
    { tags, summary: 'The signed-in user’s submissions with their status and the editor’s note' },
    async ({ signedIn }) => ({ submissions: await mySubmissions(db, signedIn.user.id) }),
  );
  serveEndpoint(
    app,
    submissionsEndpoints.resubmitDapp,
    {
      tags,
      summary: 'Edit a submission the editors asked changes of, and send it again',
      errors: [404, 409],
    },
    ({ signedIn, params, body }) => resubmitDapp(submitDeps, signedIn.user.id, BigInt(params.id), body),
  );
  registerReview(app, deps);
}

function registerReview(app: App, { db, mailer, config }: Pick<AppDeps, 'db' | 'mailer' | 'config'>) {
  serveEndpoint(
    app,
    submissionsEndpoints.listSubmissions,
    {
      tags: ['admin'],
      summary:
        'The review queue a page at a time (limit, offset; with the total): waiting submissions first, with their duplicates flagged',
    },
    ({ query: { status, limit, offset } }) => reviewQueuePage(db, { status }, { limit, offset }),
  );
  serveEndpoint(
    app,
    submissionsEndpoints.getSubmission,
    { tags: ['admin'], summary: 'One submission, everything sent, with its duplicates', errors: [404] },
    async ({ params }) => {
      const found = await reviewedSubmission(db, BigInt(params.id));
      if (!found) throw new AppError(404, errorCodes.notFound, submissionsTexts.noSuchSubmission);
      return found;
    },
  );
  serveEndpoint(
    app,
    submissionsEndpoints.reviewSubmission,
    {
      tags: ['admin'],
      summary: 'Approve into the catalogue, ask for changes or reject (audited; the submitter gets a mail)',
      errors: [404, 409],
    },
    async ({ params, body, operator, request }) => {
      const deps = { db, mailer, publicUrl: config.publicUrl };
      const { reviewed, mail } = await reviewSubmission(deps, operator.address, BigInt(params.id), body);
      await mail.catch((error: unknown) => request.log.error({ err: error }, 'submission mail not sent'));
      return reviewed;
    },
  );
}
