import { reviewsEndpoints, translateServerText } from '@dappx/shared';
import { serveEndpoint } from '../../lib/endpoint';
import { languageOf, varyByLanguage } from '../../lib/language';
import type { FastifyRequest } from 'fastify';
import {
  enforceSharedLimit,
  perClient,
  reviewLimit,
  reviewReplyLimit,
  reviewReportLimit,
  type SharedLimit,
} from '../../lib/shared-rate-limit';
import type { App, AppDeps } from '../../lib/types';
import { tellAuthorOfHiding } from './mails';
import { dismissReports, hideReview, reportReview, restoreReview, reviewReportsQueue } from './moderation';
import { reviewEligibilityOf, reviewsOfApp, submitReply, submitReview } from './service';

const tags = ['reviews'];

type Deps = Pick<AppDeps, 'db' | 'mailer' | 'config'>;

/** A preHandler counting the signed-in user (found by the authentication hook, before it) against a limit. */
const perUser =
  ({ db }: Pick<Deps, 'db'>, limit: SharedLimit) =>
  async (request: FastifyRequest) =>
    enforceSharedLimit(db, limit, request.caller?.signedIn?.user.id ?? request.ip);

/**
 * Reviews from wallets the indexer counted among an app's users: anyone reads them, signatures included;
 * the signed-in author writes and edits, a user reports, a proven contract's controller replies.
 */
export async function reviewsRoutes(app: App, deps: Deps) {
  const { db } = deps;
  serveEndpoint(
    app,
    reviewsEndpoints.reviews,
    { tags, summary: 'An app’s visible reviews with their summaries, and the signed-in wallet’s own' },
    ({ query, signedIn }) => reviewsOfApp(db, query, signedIn?.user.publicAddress),
  );
  serveEndpoint(
    app,
    reviewsEndpoints.reviewEligibility,
    { tags, summary: 'Whether the signed-in wallet may review the app, and how it used it' },
    async ({ query, signedIn, request, reply }) => {
      const eligibility = await reviewEligibilityOf(db, query.app, signedIn.user.publicAddress);
      varyByLanguage(reply);
      const reason = eligibility.reason && translateServerText(eligibility.reason, languageOf(request));
      return { ...eligibility, reason };
    },
  );
  serveEndpoint(
    app,
    reviewsEndpoints.reviewSubmit,
    {
      tags,
      summary: 'Writes or edits the signed-in wallet’s review, signed by it (EIP-191)',
      errors: [409, 429],
      fastify: { preHandler: perUser(deps, reviewLimit) },
    },
    ({ body, signedIn }) => submitReview(db, signedIn.user.publicAddress, body),
  );
  serveEndpoint(
    app,
    reviewsEndpoints.reviewReplySubmit,
    {
      tags,
      summary: 'The team’s reply, signed by a proven contract’s deployer, owner or admin',
      errors: [403, 404, 409, 429],
      fastify: { preHandler: perClient(deps, reviewReplyLimit) },
    },
    ({ body }) => submitReply(db, body),
  );
  serveEndpoint(
    app,
    reviewsEndpoints.reviewReport,
    {
      tags,
      summary: 'Reports a review to the moderators, once per user',
      errors: [404, 409, 429],
      fastify: { preHandler: perUser(deps, reviewReportLimit) },
    },
    ({ body, signedIn }) =>
      reportReview(db, { userId: signedIn.user.id, wallet: signedIn.user.publicAddress }, body),
  );
  adminReviewRoutes(app, deps);
}

const adminTags = ['admin'];

/** The console's support role: the queue of reported reviews, and hiding, restoring and dismissing (audited). */
function adminReviewRoutes(app: App, { db, mailer, config }: Deps) {
  serveEndpoint(
    app,
    reviewsEndpoints.adminReviewReports,
    { tags: adminTags, summary: 'Reviews with open reports, or the hidden ones', errors: [401, 403] },
    ({ query }) => reviewReportsQueue(db, query),
  );
  serveEndpoint(
    app,
    reviewsEndpoints.adminReviewHide,
    {
      tags: adminTags,
      summary: 'Hides a review with its reason (audited; the author is told)',
      errors: [401, 403, 404, 409],
    },
    async ({ body, operator, request }) => {
      const hidden = await hideReview(db, operator.address, body);
      // After the commit: a mail server that is down must not undo the moderator's decision.
      await tellAuthorOfHiding(
        { db, mailer, publicUrl: config.publicUrl },
        { app: hidden.app, wallet: hidden.wallet, reason: body.reason },
      ).catch((error: unknown) => request.log.error({ err: error }, 'review hidden mail not sent'));
      return hidden;
    },
  );
  serveEndpoint(
    app,
    reviewsEndpoints.adminReviewRestore,
    {
      tags: adminTags,
      summary: 'Shows a hidden review again (audited)',
      errors: [401, 403, 404, 409],
    },
    ({ body, operator }) => restoreReview(db, operator.address, body),
  );
  serveEndpoint(
    app,
    reviewsEndpoints.adminReviewDismiss,
    {
      tags: adminTags,
      summary: 'Dismisses a review’s open reports (audited)',
      errors: [401, 403, 404],
    },
    ({ body, operator }) => dismissReports(db, operator.address, body),
  );
}
