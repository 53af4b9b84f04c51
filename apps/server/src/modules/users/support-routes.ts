import { errorCodes, userSupportTexts, usersEndpoints } from '@dappx/shared';
import { AppError } from '../../lib/app-error';
import { serveEndpoint } from '../../lib/endpoint';
import { mailLimit, perClient } from '../../lib/shared-rate-limit';
import type { App, AppDeps } from '../../lib/types';
import {
  blockWallet,
  endUserSessions,
  resendUserVerification,
  searchUsers,
  unblockWallet,
  userById,
  userDetail,
} from './support';

const tags = ['admin'];
const errors = [401, 403, 404, 409];

/** The console's support screens: role support, and the owner. */
export function registerSupportRoutes(app: App, deps: AppDeps) {
  const { db } = deps;
  serveEndpoint(
    app,
    usersEndpoints.searchUsers,
    {
      tags,
      summary: 'Find users by address (prefix or whole), email or username, any case; paged by address',
      errors,
    },
    ({ query }) => searchUsers(db, query),
  );
  serveEndpoint(
    app,
    usersEndpoints.userDetail,
    { tags, summary: 'A user: profile, verification, block and latest sessions (no tokens)', errors },
    ({ params }) => userDetail(db, params.userId),
  );
  registerBlock(app, deps);
  serveEndpoint(
    app,
    usersEndpoints.endUserSessions,
    { tags, summary: 'End every open session of the user (audited)', errors },
    async ({ params, operator }) => ({
      sessions_ended: await endUserSessions(db, operator.address, params.userId),
    }),
  );
  serveEndpoint(
    app,
    usersEndpoints.resendUserVerification,
    {
      tags,
      summary: 'Mail the user a new verification link, as the store’s resend does (audited)',
      errors: [...errors, 429, 503],
      fastify: { preHandler: perClient(deps, mailLimit(deps.config)) },
    },
    ({ params, operator }) => resendUserVerification(deps, operator.address, params.userId),
  );
}

function registerBlock(app: App, { db }: AppDeps) {
  serveEndpoint(
    app,
    usersEndpoints.blockUser,
    { tags, summary: 'Block the user’s wallet with a reason; their sessions end at once (audited)', errors },
    async ({ params, body, operator }) => {
      const user = await userById(db, params.userId);
      const { blocked } = await blockWallet(db, operator.address, user.publicAddress, body.reason);
      if (!blocked) throw new AppError(409, errorCodes.conflict, userSupportTexts.alreadyBlocked);
      return userDetail(db, user.id);
    },
  );
  serveEndpoint(
    app,
    usersEndpoints.unblockUser,
    { tags, summary: 'Let the user’s wallet sign in again (audited)', errors },
    async ({ params, operator }) => {
      const user = await userById(db, params.userId);
      if (!(await unblockWallet(db, operator.address, user.publicAddress))) {
        throw new AppError(409, errorCodes.conflict, userSupportTexts.notBlocked);
      }
      return userDetail(db, user.id);
    },
  );
}
