import type { Config } from '../config';
import type { Db } from '../db/client';
import { countsWritesWithSession } from '../modules/users';
import { countsSessionWrites, enforceSharedLimit, isRead, sessionWriteLimit } from '../lib/shared-rate-limit';
import { preHandlerWhere } from '../lib/route-hooks';
import { hashToken } from '../lib/secret-tokens';
import type { App } from '../lib/types';

/**
 * Every signed-in write to the API (transfers, stakes, withdrawals, purchases, profile changes) counts
 * against its session's budget, shared by all replicas. The session is counted by a hash: the counter
 * table holds no usable session id. Routes that need a session count it in their session look-up (one
 * statement for both, `modules/users` authentication); this hook counts the rest.
 */
export function registerSessionWriteLimit(app: App, deps: { db: Db; config: Config }) {
  const limit = sessionWriteLimit(deps.config);
  preHandlerWhere(
    app,
    (route) => countsSessionWrites(route) && !countsWritesWithSession(route),
    async (request) => {
      const session = request.headers['session-id'];
      if (isRead(request.method) || typeof session !== 'string') return;
      await enforceSharedLimit(deps.db, limit, hashToken(session));
    },
  );
}
