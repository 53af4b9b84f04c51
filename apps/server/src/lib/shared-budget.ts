import type { Db } from '../db/client';
import { countSharedHit, type SharedHit } from './shared-rate-limit';

/**
 * A limit counted in PostgreSQL's shared counters (`countSharedHit`) without a round trip per request:
 * each replica claims hits for a client in the shared count ahead of use and spends them locally.
 *
 * The guarantee: every admitted hit was claimed in the shared count before it was admitted, and no claim
 * is granted beyond `max`, so across all replicas a client is never admitted more than `max` times in a
 * window. It can be refused earlier only by hits a replica claimed ahead and the client never spent
 * there: a claim takes at most 1/32 of what was left of the window (at most 256 hits) ahead, and none
 * once fewer than 32 are left, so the last 32 hits of a window are counted one by one, exactly. The
 * next claim goes out with a quarter of that still in hand, so a replica holds at most 1.25 claims.
 * A client's first hit in a window on a replica is always counted alone, so a replica that refuses
 * knows the shared count is spent and refuses the rest of the window without asking again.
 */
export type SharedBudget = { key: string; max: number; windowMs: number };

/** Whether a hit is admitted, what is left, and when the window ends (this process's clock, ms). */
export type HitVerdict = { admitted: boolean; remaining: number; resetAt: number };

type Waiter = { resolve: (verdict: HitVerdict) => void; reject: (error: unknown) => void };

type ClientBudget = {
  /** Hits claimed in the shared count by this replica and not yet spent. */
  tokens: number;
  /** The shared count after this replica's last claim in the window; undefined before its first. */
  claimed: number | undefined;
  windowEnd: number;
  waiting: Waiter[];
  claiming: boolean;
};

const aheadShare = 32;
const aheadMax = 256;
// As many clients as the per-process count kept: a flood of addresses costs bounded memory.
const maxClients = 5000;

export function sharedBudgets(db: Db, { key, max, windowMs }: SharedBudget) {
  const budgets = recentClients();

  const verdictOf = (budget: ClientBudget, admitted: boolean): HitVerdict => ({
    admitted,
    remaining: Math.max(0, max - (budget.claimed ?? 0) + budget.tokens),
    resetAt: budget.windowEnd,
  });

  const ahead = ({ claimed }: ClientBudget) =>
    claimed === undefined ? 0 : Math.max(0, Math.min(aheadMax, Math.floor((max - claimed) / aheadShare)));

  /** Hands the claimed hits to the waiting requests in turn; answers whether some still wait. */
  const serve = (budget: ClientBudget) => {
    while (budget.waiting.length > 0 && (budget.tokens > 0 || spent(budget))) {
      const admitted = budget.tokens > 0;
      if (admitted) budget.tokens -= 1;
      budget.waiting.shift()!.resolve(verdictOf(budget, admitted));
    }
    return budget.waiting.length > 0;
  };

  const spent = (budget: ClientBudget) => budget.claimed !== undefined && budget.claimed >= max;

  /**
   * The next claim goes out while a quarter of a claim's hits are still in hand, so that a client's steady
   * requests never wait for the database: a claim made once they ran out held up all of them until it came back.
   */
  const topUp = (client: string, budget: ClientBudget) => {
    const next = ahead(budget);
    if (next > 0 && !budget.claiming && budget.tokens <= next / 4) void claim(client, budget);
  };

  /** One claim at a time per client: requests that come meanwhile wait for it or the next. */
  const claim = async (client: string, budget: ClientBudget) => {
    budget.claiming = true;
    try {
      do {
        const hits = budget.waiting.length + ahead(budget);
        const sentAt = Date.now();
        const hit: SharedHit = await countSharedHit(db, `${key}:${client}`, windowMs, hits);
        takeClaim(budget, { hit, hits, sentAt }, { max, windowMs });
      } while (serve(budget));
    } catch (error) {
      for (const waiter of budget.waiting.splice(0)) waiter.reject(error);
    } finally {
      budget.claiming = false;
    }
  };

  /** Counts one hit of `client`: at once when this replica holds a claimed hit or knows the window spent. */
  return (client: string, now: number): HitVerdict | Promise<HitVerdict> => {
    const budget = budgets.of(client);
    // Hits in hand belong to the window that ended: none is spent after it, even with a claim on its way.
    if (budget.windowEnd <= now) {
      budget.tokens = 0;
      if (!budget.claiming) budget.claimed = undefined;
    }
    if (budget.tokens > 0) {
      budget.tokens -= 1;
      topUp(client, budget);
      return verdictOf(budget, true);
    }
    if (spent(budget) && budget.windowEnd > now) return verdictOf(budget, false);
    return new Promise<HitVerdict>((resolve, reject) => {
      budget.waiting.push({ resolve, reject });
      if (!budget.claiming) void claim(client, budget);
    });
  };
}

/** A claim's answer: the hits it was granted join those in hand, unless the window is a new one. */
function takeClaim(
  budget: ClientBudget,
  { hit, hits, sentAt }: { hit: SharedHit; hits: number; sentAt: number },
  { max, windowMs }: Pick<SharedBudget, 'max' | 'windowMs'>,
) {
  // From when it was sent: the window ends here no later than in PostgreSQL.
  const windowEnd = sentAt + hit.retryAfterMs;
  // Hits still in hand from an earlier window are not this one's to spend.
  const kept = windowEnd < budget.windowEnd + windowMs / 2 ? budget.tokens : 0;
  budget.windowEnd = windowEnd;
  budget.claimed = hit.count;
  budget.tokens = kept + Math.max(0, Math.min(hits, max - (hit.count - hits)));
}

/** Budgets by client, the least recently seen dropped first once there are `maxClients`. */
function recentClients() {
  const budgets = new Map<string, ClientBudget>();
  // The client seen last: already at the map's end, where taking it out and back would put it.
  let newest: string | undefined;
  return {
    of(client: string): ClientBudget {
      const budget = budgets.get(client) ?? {
        tokens: 0,
        claimed: undefined,
        windowEnd: 0,
        waiting: [],
        claiming: false,
      };
      // Taken out and put back: a Map keeps insertion order, so its first key is the least recently seen.
      if (client !== newest) budgets.delete(client);
      budgets.set(client, budget);
      newest = client;
      if (budgets.size > maxClients) budgets.delete(budgets.keys().next().value!);
      return budget;
    },
  };
}
