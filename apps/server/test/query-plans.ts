import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { DbExecutor } from '../src/db/client';
import * as schema from '../src/db/schema';

/** One node of PostgreSQL's EXPLAIN (FORMAT JSON) tree. */
export type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  /** With `analyze`: the rows a node produced, per loop, and how many loops ran. */
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
};

/** Every node of a plan, depth first. */
export function nodesOf(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];
}

/** The most rows any node reading `table` produced, over all its loops (from an analyzed plan). */
export function mostRowsRead(plans: PlanNode[], table: string): number {
  const reads = plans
    .flatMap(nodesOf)
    .filter((node) => node['Relation Name'] === table || node['Index Name']?.startsWith(`${table}_`));
  return Math.max(0, ...reads.map((node) => (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1)));
}

/**
 * The plans PostgreSQL picks for the queries a call really sends: the call runs on a database handle that
 * records its statements, then each is explained with its own parameters (and run, with `analyze`).
 */
export async function plansOf(
  pool: pg.Pool,
  call: (db: DbExecutor) => Promise<unknown>,
  { analyze = false } = {},
) {
  const sent: { query: string; params: unknown[] }[] = [];
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (query, params) => sent.push({ query, params }) },
  });
  await call(db);
  const plans: PlanNode[] = [];
  for (const { query, params } of sent) {
    const explained = await pool.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `EXPLAIN (FORMAT JSON${analyze ? ', ANALYZE' : ''}) ${query}`,
      params,
    );
    plans.push(explained.rows[0]!['QUERY PLAN'][0].Plan);
  }
  return plans;
}
