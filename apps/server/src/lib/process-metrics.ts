import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * What the process as a whole does (its runtime, the ledger, the limits, the background loops),
 * counted wherever it happens; each app adds its own requests and database pool at scrape time.
 */
export const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry });

const ledgerEntries = new Counter({
  name: 'dappx_ledger_entries_posted_total',
  help: 'Balanced ledger entries posted, by kind (inside the caller transaction, which may still roll back)',
  labelNames: ['kind'] as const,
  registers: [processRegistry],
});
const ledgerFailures = new Counter({
  name: 'dappx_ledger_entries_failed_total',
  help: 'Ledger entries refused or failed, by kind and reason (insufficient_balance or error)',
  labelNames: ['kind', 'reason'] as const,
  registers: [processRegistry],
});
const rateLimitRefusals = new Counter({
  name: 'dappx_rate_limit_refusals_total',
  help: 'Requests refused with 429, by the limit that refused them',
  labelNames: ['limit'] as const,
  registers: [processRegistry],
});
const loopTicks = new Counter({
  name: 'dappx_background_loop_ticks_total',
  help: 'Background loop rounds, by loop and outcome (done, skipped: another replica holds the lock, failed)',
  labelNames: ['loop', 'outcome'] as const,
  registers: [processRegistry],
});
const loopErrors = new Counter({
  name: 'dappx_background_loop_errors_total',
  help: 'Failed background loop rounds, by loop and cause (chain_unreachable, database_unreachable, other)',
  labelNames: ['loop', 'cause'] as const,
  registers: [processRegistry],
});
const loopDuration = new Histogram({
  name: 'dappx_background_loop_tick_duration_seconds',
  help: 'How long one background loop round took, by loop',
  labelNames: ['loop'] as const,
  buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [processRegistry],
});

type LoopState = { name: string; lastCompletedAt: number };
const liveLoops = new Set<LoopState>();
new Gauge({
  name: 'dappx_background_loop_lag_seconds',
  help: 'Seconds since the loop last completed a round (done or skipped); grows while it fails or backs off',
  labelNames: ['loop'] as const,
  registers: [processRegistry],
  collect() {
    this.reset();
    const lag = new Map<string, number>();
    for (const loop of liveLoops) {
      const seconds = (performance.now() - loop.lastCompletedAt) / 1000;
      lag.set(loop.name, Math.max(lag.get(loop.name) ?? 0, seconds));
    }
    for (const [loop, seconds] of lag) this.set({ loop }, seconds);
  },
});

const readinessChecks = new Gauge({
  name: 'dappx_readiness_check',
  help: 'The last /readyz answer per check (database, migrations, chain_l1, chain_l2): 1 up, 0 down',
  labelNames: ['check'] as const,
  registers: [processRegistry],
});

export type LoopOutcome = 'done' | 'skipped' | 'failed';
export type LoopFailureCause = 'chain_unreachable' | 'database_unreachable' | 'other';

/** The metrics of one running background loop; `stopped` takes it out of the lag gauge. */
export function observeLoop(name: string) {
  const state: LoopState = { name, lastCompletedAt: performance.now() };
  liveLoops.add(state);
  return {
    ticked(outcome: LoopOutcome, seconds: number, cause?: LoopFailureCause) {
      loopTicks.inc({ loop: name, outcome });
      loopDuration.observe({ loop: name }, seconds);
      if (outcome === 'failed') loopErrors.inc({ loop: name, cause: cause ?? 'other' });
      else state.lastCompletedAt = performance.now();
    },
    stopped() {
      liveLoops.delete(state);
    },
  };
}

/** One ledger entry posted (`failure` undefined) or refused. Kinds are the code's own names, never input. */
export function countLedgerEntry(kind: string, failure?: 'insufficient_balance' | 'error') {
  if (failure) ledgerFailures.inc({ kind, reason: failure });
  else ledgerEntries.inc({ kind });
}

/**
 * One request refused by a rate limit. `limit` names the limit (e.g. `api`, `rpc`, `sign-in`), never
 * the client: each distinct value is a time series.
 */
export function countRateLimitRefusal(limit: string) {
  rateLimitRefusals.inc({ limit });
}

/** What /readyz found, per check. */
export function recordReadiness(checks: Record<string, boolean>) {
  for (const [check, up] of Object.entries(checks)) readinessChecks.set({ check }, up ? 1 : 0);
}
