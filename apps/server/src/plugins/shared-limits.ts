import { createHash } from 'node:crypto';
import type { Config } from '../config';
import type { DbExecutor } from '../db/client';
import { enforceSharedLimit, sessionWriteLimit } from '../lib/shared-rate-limit';
import { preHandlerWhere } from '../lib/route-hooks';
import type { App } from '../lib/types';
import { isApiPath } from '../lib/api-paths';

const reads = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every signed-in write to the API (transfers, stakes, withdrawals, purchases, profile changes) counts
 * against its session's budget, shared by all replicas. The session is counted by a hash: the counter
 * table holds no usable session id.
 */
export function registerSessionWriteLimit(app: App, deps: { db: DbExecutor; config: Config }) {
  const limit = sessionWriteLimit(deps.config);
  const writes = (method: string | string[]) => [method].flat().some((one) => !reads.has(one));
  preHandlerWhere(
    app,
    (route) => writes(route.method) && isApiPath(route.url),
    async (request) => {
      const session = request.headers['session-id'];
      if (reads.has(request.method) || typeof session !== 'string') return;
      await enforceSharedLimit(deps.db, limit, createHash('sha256').update(session).digest('hex'));
    },
  );
}
