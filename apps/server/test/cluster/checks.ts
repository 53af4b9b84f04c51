import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { ledgerInvariants } from '../ledger-invariants';
import { clientsAt } from './client';
import type { AskedTransfer, Outcome } from './mixed-load';

/** A stretch of the load (ms from its start) in which a fault was under way. */
export type FaultWindow = { name: string; from: number; to: number };

const percentile = (values: number[], share: number) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
};

// A request in flight when the fault began counts in its window: the fault is what it met.
const within = (outcome: Outcome, window: FaultWindow) =>
  outcome.startedAt + outcome.ms >= window.from && outcome.startedAt < window.to;

/** Per fault window: requests under way in it and the share that failed after their retry; p99 in and out. */
export function faultReport(outcomes: Outcome[], windows: FaultWindow[]) {
  const perWindow = [...windows]
    .sort((a, b) => a.from - b.from)
    .map((window) => {
      const inside = outcomes.filter((outcome) => within(outcome, window));
      const failed = inside.filter((outcome) => outcome.failed).length;
      return { ...window, requests: inside.length, failed, failedShare: failed / Math.max(inside.length, 1) };
    });
  const during = outcomes.filter((outcome) => windows.some((window) => within(outcome, window)));
  const outside = outcomes.filter((outcome) => !windows.some((window) => within(outcome, window)));
  return {
    perWindow,
    p99During: percentile(
      during.map((o) => o.ms),
      0.99,
    ),
    p99Outside: percentile(
      outside.map((o) => o.ms),
      0.99,
    ),
    sent: outcomes.reduce((sum, outcome) => sum + outcome.attempts, 0),
    failedOutside: outside.filter((outcome) => outcome.failed).length,
    failures: failuresTold(outcomes),
  };
}

/** The failed requests grouped by kind and last status, each with when they began (s from the start). */
function failuresTold(outcomes: Outcome[]) {
  const groups = new Map<string, number[]>();
  for (const outcome of outcomes.filter((o) => o.failed)) {
    const key = `${outcome.kind} ${outcome.status === 0 ? 'no answer' : outcome.status}`;
    groups.set(key, [...(groups.get(key) ?? []), outcome.startedAt / 1000]);
  }
  return [...groups].map(
    ([key, at]) => `${key} x${at.length} (at ${at.map((s) => s.toFixed(1)).join(', ')} s)`,
  );
}

/**
 * The books against what the clients asked: each transfer entry's user and amount, counted. Answers the
 * 2xx transfers not booked exactly once, entries no client asked for, and the ledger's invariants.
 */
export async function transfersAgainstLedger(db: Db, asked: AskedTransfer[]) {
  const { rows } = await db.execute<{ user_id: string; amount: string }>(sql`
    SELECT e.user_id, p.amount::text AS amount
    FROM ledger_entries e JOIN ledger_postings p ON p.entry_id = e.id AND p.amount > 0
    WHERE e.kind = 'transfer'`);
  const booked = new Map<string, number>();
  for (const row of rows) {
    const key = `${row.user_id} ${row.amount}`;
    booked.set(key, (booked.get(key) ?? 0) + 1);
  }
  const keyOf = (transfer: AskedTransfer) => `${transfer.userId} ${transfer.units}`;
  const askedKeys = new Set(asked.map(keyOf));
  return {
    answeredNotOnce: asked
      .filter((transfer) => transfer.status >= 200 && transfer.status < 300)
      .filter((transfer) => booked.get(keyOf(transfer)) !== 1)
      .map((transfer) => ({ ...transfer, booked: booked.get(keyOf(transfer)) ?? 0 })),
    bookedTwice: [...booked].filter(([, count]) => count > 1).map(([key]) => key),
    notAsked: [...booked.keys()].filter((key) => !askedKeys.has(key)),
    answered: asked.filter((transfer) => transfer.status >= 200 && transfer.status < 300).length,
    invariants: await ledgerInvariants(db),
  };
}

/**
 * For each replica, a client of its own (named by X-Forwarded-For, which the replicas trust) calls it
 * alone until refused: the count it was refused at, and what the other replicas then answered it.
 */
export async function limitPerReplica(replicaUrls: string[], max: number) {
  const found = [];
  for (const [index, url] of replicaUrls.entries()) {
    const headers = { 'x-forwarded-for': `198.51.100.${10 + index}` };
    const direct = clientsAt(url, 1);
    let admitted = 0;
    try {
      for (; admitted <= max + 1; admitted += 1) {
        const answer = await direct.send({ path: '/settings/getMaintenanceMode', headers }, 0);
        if (answer.status === 429) break;
        if (answer.status !== 200) throw new Error(`${url}: ${answer.status} ${answer.body}`);
      }
    } finally {
      direct.close();
    }
    const others = await Promise.all(
      replicaUrls
        .filter((other) => other !== url)
        .map((other) => fetch(`${other}/settings/getMaintenanceMode`, { headers }).then((r) => r.status)),
    );
    found.push({ replica: index + 1, refusedAt: admitted + 1, others });
  }
  return found;
}
