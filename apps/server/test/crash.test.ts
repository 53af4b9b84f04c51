import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { formatAmount, parseAmount, signInMessage } from '@dappx/shared';
import { sql } from 'drizzle-orm';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../src/db/client';
import { getPort } from '../src/lib/free-port';
import { credit } from '../src/modules/ledger';
import { ledgerInvariants } from './ledger-invariants';
import { createTestDatabase } from './test-app';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const mainEntry = path.join(repoRoot, 'apps/server/dist/main.js');

const userCount = 8;
const movesPerUser = 30;
/** The process is killed once this share of the moves has been answered: the rest are in flight. */
const killAfterShare = 0.3;
const networkDelayMs = 500;

type Api = { process: ChildProcess; output: () => string; exited: Promise<unknown> };
type Token = 'acent' | 'dappx' | 'zera';
type Move = {
  user: number;
  key: string;
  token: Token;
  direction: string;
  /** Unique per move, so its ledger entry can be told from every other one. */
  amount: string;
  /** The answer the client saw: undefined while none arrived (the process died under it). */
  answer?: { status: number; code?: string };
};

const directions: Record<Token, [string, string]> = {
  acent: ['vault-to-active', 'active-to-vault'],
  dappx: ['vault-to-active', 'active-to-vault'],
  zera: ['main-to-pocket', 'pocket-to-main'],
};

/**
 * The built API as `npm start` runs it, on a database of its own; SIGKILL in the middle of concurrent
 * money moves, a restart on the same data, and the clients retrying what they never heard back about.
 */
describe('the API killed during concurrent money moves', () => {
  let databaseUrl: string;
  let dataDir: string;
  let baseUrl: string;
  let env: Record<string, string>;
  let api: Api | undefined;
  let database: ReturnType<typeof connectDatabase>;

  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
    database = connectDatabase(databaseUrl, { max: 2 });
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'dappx-crash-'));
    const port = await getPort();
    baseUrl = `http://127.0.0.1:${port}`;
    env = {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      // No demo chains to start: the moves are between ledger buckets; the test credits the balances.
      DEMO_MODE: 'false',
      SEED_DEMO: 'false',
      RATE_LIMIT_MAX: '1000000',
      SIGN_IN_RATE_LIMIT_MAX: '1000',
      MONEY_RATE_LIMIT_MAX: '1000000',
      LOG_LEVEL: 'warn',
    };
  });

  afterAll(async () => {
    api?.process.kill('SIGKILL');
    await api?.exited;
    await database?.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  async function start(): Promise<Api> {
    const child = spawn(process.execPath, [mainEntry], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const startedAt = performance.now();
    while (performance.now() - startedAt < 30_000) {
      if (child.exitCode !== null) throw new Error(`the API exited early:\n${output}`);
      const ready = await fetch(`${baseUrl}/readyz`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) return { process: child, output: () => output, exited };
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the API did not get ready:\n${output}`);
  }

  const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${baseUrl}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  /** A new wallet registered and signed in over HTTP, with balances credited as an airdrop would. */
  async function funded(index: number) {
    const wallet = privateKeyToAccount(generatePrivateKey());
    const created = await post('/users/createAccount', {
      publicAddress: wallet.address,
      email_id: `crash${index}.${Date.now()}@example.com`,
    });
    expect(created.status).toBe(200);
    const { nonce } = (await created.json()) as { nonce: string };
    const signature = await wallet.signMessage({ message: signInMessage(nonce) });
    const signedIn = await post('/users/authentication', { publicAddress: wallet.address, signature });
    expect(signedIn.status).toBe(200);
    const session = ((await signedIn.json()) as Record<string, string>)['session-id']!;
    const found = await database.db.execute<{ id: string }>(
      sql`SELECT id FROM users WHERE lower(public_address) = ${wallet.address.toLowerCase()}`,
    );
    const userId = found.rows[0]!.id;
    await database.db.transaction(async (tx) => {
      await credit(tx, userId, 'ACE', parseAmount('300')!, 'crash test');
      await credit(tx, userId, 'DAPPX', parseAmount('200')!, 'crash test');
      await credit(tx, userId, 'ZERA', parseAmount('100')!, 'crash test');
    });
    return { session, userId };
  }

  /** Every balance by account, users' and the system's. */
  async function balances(): Promise<Map<string, bigint>> {
    const rows = await database.db.execute<{
      owner: string | null;
      asset: string;
      bucket: string;
      balance: string;
    }>(sql`SELECT user_id AS owner, asset, bucket, balance::text FROM ledger_accounts`);
    return new Map(
      rows.rows.map((r) => [`${r.owner ?? 'system'}:${r.asset}:${r.bucket}`, BigInt(r.balance)]),
    );
  }

  const send = (move: Move, session: string) =>
    post(
      `/users/${move.token}/transfer/${move.direction}`,
      { amount: move.amount },
      { 'session-id': session, 'idempotency-key': move.key },
    ).then(async (response) => ({
      status: response.status,
      code: ((await response.json()) as { code?: string }).code,
    }));

  it('loses nothing, duplicates nothing, and runs every retried move once', async () => {
    const startedAt = performance.now();
    api = await start();
    const users = await Promise.all(Array.from({ length: userCount }, (_, i) => funded(i)));
    const before = await balances();

    // Both directions of every token, amounts unique to the move (its number in the micro-units).
    const moves: Move[] = Array.from({ length: userCount * movesPerUser }, (_, i) => {
      const token = (['acent', 'dappx', 'zera'] as const)[i % 3]!;
      return {
        user: i % userCount,
        key: `crash-move-${i}`,
        token,
        direction: directions[token][Math.floor(i / 3) % 4 === 3 ? 1 : 0],
        amount: `${1 + (i % 4)}.${String(i + 1).padStart(6, '0')}`,
      };
    });

    let answered = 0;
    let killed = false;
    const killedAt = new Promise<void>((resolve) => {
      const inFlight = moves.map((move) =>
        send(move, users[move.user]!.session).then(
          async (answer) => {
            // The network between client and API takes its time: an answer still on its way when the
            // process dies is lost with it, though the move it reports was committed.
            await new Promise((resolve) => setTimeout(resolve, networkDelayMs));
            if (killed) return;
            move.answer = answer;
            answered += 1;
            if (answered >= moves.length * killAfterShare) {
              killed = true;
              api!.process.kill('SIGKILL');
              resolve();
            }
          },
          () => undefined,
        ),
      );
      void Promise.all(inFlight).then(() => resolve());
    });
    await killedAt;
    await api.exited;
    const unseen = moves.filter((move) => move.answer === undefined);
    const acknowledged = moves.filter((move) => move.answer !== undefined);
    // The kill fell in the middle: some moves were answered, others never were.
    expect(killed).toBe(true);
    expect(unseen.length).toBeGreaterThan(0);
    expect(acknowledged.map((move) => move.answer)).toEqual(
      acknowledged.map((move) =>
        move.answer!.status === 200 ? { status: 200 } : { status: 400, code: 'INSUFFICIENT_BALANCE' },
      ),
    );

    // Moves the database committed although their answer never reached the client: the case the keys are for.
    const committed = await database.db.execute<{ key: string }>(sql`
        SELECT key FROM idempotency_keys WHERE status_code = 200 AND key = ANY(${sql.param(unseen.map((m) => m.key))}::text[])`);

    expect(committed.rows.length).toBeGreaterThan(0);
    const restartAt = performance.now();
    api = await start();
    const restartSeconds = (performance.now() - restartAt) / 1000;
    // The clients retry, with the same keys, every move they never heard about, and (harmlessly) the
    // ones they saw succeed: a replay answers Ok again and moves nothing.
    const replays = acknowledged.filter((move) => move.answer!.status === 200);
    const replayed = await Promise.all(replays.map((move) => send(move, users[move.user]!.session)));
    expect(replayed.every((answer) => answer.status === 200)).toBe(true);
    await Promise.all(
      unseen.map(async (move) => {
        move.answer = await send(move, users[move.user]!.session);
      }),
    );
    expect(
      unseen.every((move) => move.answer!.status === 200 || move.answer!.code === 'INSUFFICIENT_BALANCE'),
    ).toBe(true);

    // Every move that was answered Ok is in the books exactly once; every refused one is not at all.
    const entries = await database.db.execute<{
      user_id: string;
      memo: string;
      bucket: string;
      amount: string;
    }>(sql`
        SELECT e.user_id, e.memo, a.bucket, p.amount::text
        FROM ledger_entries e
        JOIN ledger_postings p ON p.entry_id = e.id AND p.amount > 0
        JOIN ledger_accounts a ON a.id = p.account_id
        WHERE e.kind = 'transfer'`);
    const booked = new Map<string, number>();
    for (const row of entries.rows) {
      const key = `${row.user_id} ${row.memo} ${row.bucket} ${row.amount}`;
      booked.set(key, (booked.get(key) ?? 0) + 1);
    }
    const expected = new Map<string, number>();
    const after = new Map(before);
    for (const move of moves) {
      if (move.answer!.status !== 200) continue;
      const { userId } = users[move.user]!;
      const [from, to] = move.direction.split('-to-') as [string, string];
      const units = parseAmount(move.amount)!;
      expected.set(`${userId} ${move.token} ${move.direction} ${to} ${units}`, 1);
      const asset = { acent: 'ACE', dappx: 'DAPPX', zera: 'ZERA' }[move.token];
      after.set(`${userId}:${asset}:${from}`, (after.get(`${userId}:${asset}:${from}`) ?? 0n) - units);
      after.set(`${userId}:${asset}:${to}`, (after.get(`${userId}:${asset}:${to}`) ?? 0n) + units);
    }
    expect(Object.fromEntries(booked)).toEqual(Object.fromEntries(expected));

    // Every balance is what the answered moves make of it; each asset sums as before; none is negative.
    const now = await balances();
    const printable = (map: Map<string, bigint>) =>
      Object.fromEntries([...map].filter(([, v]) => v !== 0n).map(([k, v]) => [k, formatAmount(v)]));
    expect(printable(now)).toEqual(printable(after));
    // Per asset over every account, and per user and asset over the user's buckets.
    const sums = (map: Map<string, bigint>) => {
      const totals = new Map<string, bigint>();
      for (const [account, balance] of map) {
        const [owner, asset] = account.split(':');
        for (const key of [`all:${asset}`, `${owner}:${asset}`])
          totals.set(key, (totals.get(key) ?? 0n) + balance);
      }
      return printable(totals);
    };
    expect(sums(now)).toEqual(sums(before));
    expect(await ledgerInvariants(database.db)).toEqual({ unbalanced: [], negative: [], drift: [] });

    const count = (list: Move[]) => list.filter((move) => move.answer!.status === 200).length;
    process.stdout.write(
      `crash: ${moves.length} moves from ${userCount} users; ${acknowledged.length} answered before SIGKILL ` +
        `(${count(acknowledged)} Ok); ${unseen.length} never answered, ${committed.rows.length} of them committed; ` +
        `after a ${restartSeconds.toFixed(1)} s restart their retries gave ${count(unseen)} Ok; ` +
        `${count(moves)} booked once each; ${((performance.now() - startedAt) / 1000).toFixed(1)} s in all\n`,
    );
  }, 90_000);
});
