import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { apiError, errorCodes, healthResponse, readinessResponse, translateServerText } from '@dappx/shared';
import { isDatabaseUnavailable } from '../../db/errors';
import { cached } from '../../lib/cached';
import { languageOf, varyByLanguage } from '../../lib/language';
import type { ChainEndpoint, ChainsConfig } from '../../lib/chains-config';
import type { Drain } from '../../lib/drain';
import type { App, AppDeps } from '../../lib/types';
import { recordReadiness } from '../../lib/process-metrics';

/** How long one readiness answer is reused: probes and load balancers may call often, the chains see one check. */
export const readinessCacheMs = 2_000;
/** How long a chain's RPC may take to say its chain id before it counts as unreachable. */
const chainCheckTimeoutMs = 2_000;

const readyResponse = readinessResponse.extend({
  status: z.literal('ready'),
  /** Present when chains are configured: each answered with its configured chain id. */
  chains: z.object({ l1: z.boolean(), l2: z.boolean() }).optional(),
});

export async function healthRoutes(
  app: App,
  {
    db,
    config,
    latestMigration,
    drain,
  }: Pick<AppDeps, 'db' | 'config'> & { latestMigration: string; drain: Drain },
) {
  const readiness = cached(readinessCacheMs, () => checkReadiness(db, latestMigration, config.chains));

  app.get(
    '/healthz',
    {
      schema: { tags: ['health'], summary: 'The process is up', response: { 200: healthResponse } },
      logLevel: 'warn',
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        summary: 'The database answers, the newest migration is applied and every configured chain answers',
        description: `503 names what is down, or that the process is stopping. The answer is reused for ${readinessCacheMs / 1000} s.`,
        response: { 200: readyResponse, 503: apiError },
      },
      logLevel: 'warn',
    },
    async (request, reply) => {
      // A replica that is stopping says so at once, whatever the last check found.
      const { problems, body } = drain.draining ? stopping : await readiness();
      reply.header('cache-control', 'no-store');
      if (body) return reply.code(200).send(body);
      const message = translateServerText(`Not ready: ${problems.join('; ')}.`, languageOf(request));
      return varyByLanguage(reply).code(503).send({ message, code: errorCodes.unavailable });
    },
  );
}

/** What is down, or the ready answer's body when nothing is. */
type Readiness = { problems: string[]; body: z.infer<typeof readyResponse> | undefined };

/** What a stopping replica answers. */
const stopping = { problems: ['the process is stopping'], body: undefined };

async function checkReadiness(
  db: AppDeps['db'],
  latestMigration: string,
  chains: ChainsConfig | undefined,
): Promise<Readiness> {
  const [database, l1, l2] = await Promise.all([
    checkDatabase(db, latestMigration),
    chains ? checkChain(chains.l1) : undefined,
    chains ? checkChain(chains.l2) : undefined,
  ]);
  const problems: string[] = [];
  if (!database.reachable) problems.push('the database is unreachable');
  else if (!database.migrations) problems.push('the newest database migration is not applied');
  if (l1) problems.push(`chain L1 ${l1}`);
  if (l2) problems.push(`chain L2 ${l2}`);
  recordReadiness({
    database: database.reachable,
    migrations: database.migrations,
    ...(chains ? { chain_l1: !l1, chain_l2: !l2 } : {}),
  });
  if (problems.length > 0) return { problems, body: undefined };
  return {
    problems,
    body: {
      status: 'ready',
      database: true,
      migrations: true,
      ...(chains ? { chains: { l1: true, l2: true } } : {}),
    },
  };
}

async function checkDatabase(db: AppDeps['db'], latestMigration: string) {
  try {
    const result = await db.execute<{ applied: boolean }>(
      sql`SELECT EXISTS (SELECT 1 FROM drizzle.__drizzle_migrations WHERE hash = ${latestMigration}) AS applied`,
    );
    return { reachable: true, migrations: result.rows[0]?.applied === true };
  } catch (error) {
    // A reachable database without our migrations table is up but not ready.
    return { reachable: !isDatabaseUnavailable(error), migrations: false };
  }
}

/**
 * Asks the chain's RPC for its chain id, once, with a short timeout. Undefined when it answers with
 * the configured id, else what is wrong (in words that never show the RPC's address, which may hold
 * a provider's key).
 */
async function checkChain(endpoint: ChainEndpoint): Promise<string | undefined> {
  try {
    const response = await fetch(endpoint.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(chainCheckTimeoutMs),
    });
    if (!response.ok) return `RPC answers HTTP ${response.status}`;
    const { result } = (await response.json()) as { result?: unknown };
    const chainId = typeof result === 'string' ? Number.parseInt(result, 16) : Number.NaN;
    if (chainId !== endpoint.chainId)
      return `RPC answers for chain id ${Number.isNaN(chainId) ? 'none' : chainId}, not ${endpoint.chainId}`;
    return undefined;
  } catch (error) {
    const timedOut = (error as { name?: unknown }).name === 'TimeoutError';
    return timedOut ? `RPC did not answer within ${chainCheckTimeoutMs / 1000} s` : 'RPC is unreachable';
  }
}
