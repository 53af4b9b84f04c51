import pg from 'pg';
import type { Db } from '../../db/client';
import {
  findSessionCountingHitPosting,
  findSessionsCountingHitsPosting,
  type SignedInPostingCall,
  type SignedInPostingResult,
} from './repository';

type Waiting = {
  call: SignedInPostingCall;
  resolve: (result: SignedInPostingResult) => void;
  reject: (error: unknown) => void;
};

/** The most calls one statement carries: enough to share a commit, small enough to hold few locks. */
const mostCallsPerBatch = 64;

/**
 * Errors the database answers for a statement it rolled back whole: bad data, a broken constraint, a
 * deadlock or serialization failure, a missing function, a raised exception. Their calls may run again
 * one by one. Any other failure (a lost connection, a pooler's or a stopping server's error) may have
 * come after the commit, and those calls must not run again.
 */
const rolledBackClasses = /^(22|23|25|2B|40|42|44|55|P0)/;

export function rolledBack(error: unknown): boolean {
  return error instanceof pg.DatabaseError && rolledBackClasses.test(error.code ?? '');
}

/**
 * The signed-in postings of one process, sent in batches. A call goes out at once while fewer than
 * `mostInFlight` statements are out; calls that come meanwhile wait and go out together in the next
 * one, so an idle store answers each call with its own statement and a busy one shares each commit
 * among the calls that queued for it.
 */
export class PostingBatches {
  private readonly waiting: Waiting[] = [];
  private inFlight = 0;

  constructor(
    private readonly db: Db,
    private readonly mostInFlight: number,
  ) {}

  post(call: SignedInPostingCall): Promise<SignedInPostingResult> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ call, resolve, reject });
      this.sendWaiting();
    });
  }

  private sendWaiting(): void {
    while (this.inFlight < this.mostInFlight && this.waiting.length > 0) {
      const batch = this.waiting.splice(0, mostCallsPerBatch);
      this.inFlight += 1;
      void this.send(batch).finally(() => {
        this.inFlight -= 1;
        this.sendWaiting();
      });
    }
  }

  private async send(batch: Waiting[]): Promise<void> {
    if (batch.length === 1) return this.sendAlone(batch[0]!);
    try {
      const results = await findSessionsCountingHitsPosting(
        this.db,
        batch.map(({ call }) => call),
      );
      results.forEach((result, index) => batch[index]!.resolve(result));
    } catch (error) {
      // One call's failure (a deadlock, a constraint) must not fail the others: each runs again alone.
      if (rolledBack(error)) await Promise.all(batch.map((waiting) => this.sendAlone(waiting)));
      else for (const waiting of batch) waiting.reject(error);
    }
  }

  private async sendAlone({ call, resolve, reject }: Waiting): Promise<void> {
    await findSessionCountingHitPosting(this.db, call).then(resolve, reject);
  }
}

const batchesOfDb = new WeakMap<Db, PostingBatches>();

/**
 * `findSessionCountingHitPosting`, batched with the process's other signed-in postings on the same
 * database. Half the pool's connections at most carry postings, so reads still find one.
 */
export function postSignedIn(
  db: Db,
  poolMax: number,
  call: SignedInPostingCall,
): Promise<SignedInPostingResult> {
  let batches = batchesOfDb.get(db);
  if (!batches) {
    batches = new PostingBatches(db, Math.max(1, Math.floor(poolMax / 2)));
    batchesOfDb.set(db, batches);
  }
  return batches.post(call);
}
