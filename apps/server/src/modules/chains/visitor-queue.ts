/**
 * How far visitors' calls may run ahead of the node's rest: quick calls (a wallet's balance reads) run
 * back to back until they have used this much of the node, so a wallet's few reads are not slowed.
 */
const restAheadMs = 25;

/** A call waiting its turn, with how to settle the promise its client awaits. */
type Job = {
  work: () => Promise<string>;
  resolve: (answer: string) => void;
  reject: (error: unknown) => void;
};

export type VisitorQueue = {
  /** Runs `work` when it is this client's turn; undefined at once when the client has too many waiting. */
  run(client: string, work: () => Promise<string>): Promise<string> | undefined;
};

/**
 * Visitors' heavy calls reach the demo node one at a time, the clients taking turns. The node runs
 * one call at a time for everyone, the store included: with a single visitor call in flight the
 * store's own requests wait behind one call at most, never behind a visitor's whole batch, and one
 * client's batches hold up other visitors only for its turn. The queue rests as long as visitors' calls
 * took, at most restAheadMs later than owed, so visitors' heavy calls together get at most half of the
 * node's time, however short each one is: a flood of calls that each end quickly must not hold the
 * node without a pause, or the store's own requests wait on a node (and a machine) kept busy.
 */
export function createVisitorQueue(maxWaitingPerClient: number): VisitorQueue {
  // Clients in turn order: a Map iterates in insertion order, and a client served goes to the back.
  const waiting = new Map<string, Job[]>();
  let running = false;
  // Rest the node is owed for visitors' calls, and when the last call ended.
  let owedMs = 0;
  let lastEnded = performance.now();

  const next = () => {
    const first = waiting.entries().next();
    if (first.done) {
      running = false;
      return;
    }
    const [client, jobs] = first.value;
    const job = jobs.shift()!;
    waiting.delete(client);
    if (jobs.length > 0) waiting.set(client, jobs);
    running = true;
    const started = performance.now();
    // Time the queue stood still (resting or idle) is rest given.
    owedMs = Math.max(0, owedMs - (started - lastEnded));
    // A store request arriving while the queue rests finds the node free, whatever visitors send.
    const rest = () => {
      lastEnded = performance.now();
      owedMs += lastEnded - started;
      setTimeout(next, Math.max(0, owedMs - restAheadMs));
    };
    job.work().then(job.resolve, job.reject).finally(rest);
  };

  return {
    run(client, work) {
      const jobs = waiting.get(client) ?? [];
      if (jobs.length >= maxWaitingPerClient) return undefined;
      const answer = new Promise<string>((resolve, reject) => jobs.push({ work, resolve, reject }));
      if (!waiting.has(client)) waiting.set(client, jobs);
      if (!running) next();
      return answer;
    },
  };
}
