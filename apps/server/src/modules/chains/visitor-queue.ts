/** A call that took less than this held the node too briefly to rest after. */
const quickCallMs = 25;

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
 * client's batches hold up other visitors only for its turn. After each long call the queue rests as
 * long as the call took, so visitors' heavy calls together get at most half of the node's time.
 */
export function createVisitorQueue(maxWaitingPerClient: number): VisitorQueue {
  // Clients in turn order: a Map iterates in insertion order, and a client served goes to the back.
  const waiting = new Map<string, Job[]>();
  let running = false;

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
    // A store request arriving while the queue rests finds the node free, whatever visitors send. A
    // quick call (a wallet's balance read) earns no rest: resting after every call doubled the wallet
    // area's reads and brought nothing, the node never being held long.
    const rest = () => {
      const took = performance.now() - started;
      setTimeout(next, took < quickCallMs ? 0 : took);
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
