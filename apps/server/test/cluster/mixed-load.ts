import { randomUUID } from 'node:crypto';
import { ok, type Answer, type Ask } from './client';
import { signIn } from './accounts';

type Send = (ask: Ask) => Promise<Answer>;

export type Kind = 'page' | 'file' | 'catalogue' | 'search' | 'sign-in' | 'transfer' | 'upload';

/**
 * One request as the client counts it: failed only when its one retry failed too; `status` is the last
 * answer's (0 when the connection failed), so a failure can be told.
 */
export type Outcome = {
  kind: Kind;
  startedAt: number;
  ms: number;
  failed: boolean;
  attempts: number;
  status: number;
};
type Try = { succeeded: boolean; status: number; retryAfter?: number };
const tried = (answer: Answer, succeeded = ok(answer)): Try => ({
  succeeded,
  status: answer.status,
  retryAfter: answer.retryAfter,
});
// A client waits what Retry-After asks before its retry, but no longer than a visitor would.
const longestWaitMs = 2_000;

/** A transfer the load asked for, told apart from every other by its amount (in ACE's base units). */
export type AskedTransfer = { userId: string; units: bigint; key: string; status: number };

export type LoadPlan = {
  send: Send;
  seconds: number;
  workers: number;
  users: { session: string; userId: string }[];
  uploadPath: string;
};

/** Transfers move n millionths of an ACE, n counting up: each amount is asked for once. */
const microAce = 10n ** 12n;
const amountText = (n: bigint) => `${n / 1_000_000n}.${String(n % 1_000_000n).padStart(6, '0')}`;

const catalogueReads = ['/v1/catalogue/home', '/v1/catalogue/games', '/v1/catalogue/navigation'];
const searchWords = ['swap', 'kitt', 'arena', 'dragon', 'lend', 'meta'];
// What a visitor does, in these proportions: pages come with their files, reads outnumber moves.
const cycle: Kind[] = [
  'page',
  'catalogue',
  'transfer',
  'search',
  'upload',
  'catalogue',
  'transfer',
  'sign-in',
];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `seconds` of mixed traffic from `workers` clients in turn, each pausing briefly between requests. */
export async function runMixedLoad(plan: LoadPlan) {
  const outcomes: Outcome[] = [];
  const transfers: AskedTransfer[] = [];
  const startedAt = performance.now();
  const now = () => performance.now() - startedAt;
  let nextAmount = 0n;

  /** Runs `once`; on failure runs it again (the same request, the same key), and records the outcome. */
  const attempt = async (kind: Kind, once: () => Promise<Try>) => {
    const begun = now();
    let attempts = 1;
    let last = await once();
    if (!last.succeeded) {
      attempts = 2;
      await sleep(Math.min((last.retryAfter ?? 0) * 1000, longestWaitMs));
      last = await once();
    }
    outcomes.push({
      kind,
      startedAt: begun,
      ms: now() - begun,
      failed: !last.succeeded,
      attempts,
      status: last.status,
    });
  };
  const read = (kind: Kind, path: string) => attempt(kind, async () => tried(await plan.send({ path })));

  const page = async () => {
    let files: string[] = [];
    await attempt('page', async () => {
      const answer = await plan.send({ path: '/', headers: { accept: 'text/html' } });
      files = [...answer.body.toString().matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
      return tried(answer);
    });
    for (const file of files) await read('file', file);
  };

  const transfer = async (turn: number) => {
    const user = plan.users[turn % plan.users.length]!;
    nextAmount += 1n;
    const asked: AskedTransfer = {
      userId: user.userId,
      units: nextAmount * microAce,
      key: randomUUID(),
      status: 0,
    };
    transfers.push(asked);
    const body = JSON.stringify({ amount: amountText(nextAmount) });
    await attempt('transfer', async () => {
      const answer = await plan.send({
        method: 'POST',
        path: '/users/acent/transfer/vault-to-active',
        headers: {
          'content-type': 'application/json',
          'session-id': user.session,
          'idempotency-key': asked.key,
        },
        body,
      });
      asked.status = answer.status;
      return tried(answer, answer.status >= 200 && answer.status < 300);
    });
  };

  const step = async (kind: Kind, turn: number) => {
    if (kind === 'page') return page();
    if (kind === 'catalogue') return read(kind, catalogueReads[turn % catalogueReads.length]!);
    if (kind === 'search') return read(kind, `/v1/search?q=${searchWords[turn % searchWords.length]}`);
    if (kind === 'upload') return read(kind, plan.uploadPath);
    if (kind === 'transfer') return transfer(turn);
    return attempt('sign-in', async () => {
      const { session, answers } = await signIn(plan.send);
      const last = answers.at(-1)!;
      return { succeeded: session !== undefined, status: last.status, retryAfter: last.retryAfter };
    });
  };

  const worker = async (index: number) => {
    for (let turn = index; now() < plan.seconds * 1000; turn += 1) {
      await step(cycle[turn % cycle.length]!, turn);
      await sleep(20);
    }
  };
  await Promise.all(Array.from({ length: plan.workers }, (_, index) => worker(index)));
  return { outcomes, transfers, seconds: now() / 1000 };
}
