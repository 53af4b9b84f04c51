import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { DbExecutor } from '../src/db/client';
import * as schema from '../src/db/schema';

/** One node of PostgreSQL's EXPLAIN (FORMAT JSON) tree. */
export type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
};

/** Every node of a plan, depth first. */
export function nodesOf(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];
}

/**
 * The plans PostgreSQL picks for the queries a call really sends: the call runs on a database handle that
 * records its statements, then each is explained with its own parameters.
 */
export async function plansOf(pool: pg.Pool, call: (db: DbExecutor) => Promise<unknown>) {
  const sent: { query: string; params: unknown[] }[] = [];
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (query, params) => sent.push({ query, params }) },
  });
  await call(db);
  const plans: PlanNode[] = [];
  for (const { query, params } of sent) {
    const explained = await pool.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `EXPLAIN (FORMAT JSON) ${query}`,
      params,
    );
    plans.push(explained.rows[0]!['QUERY PLAN'][0].Plan);
  }
  return plans;
}
