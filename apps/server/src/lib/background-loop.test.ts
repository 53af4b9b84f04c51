import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { createPublicClient, http as rpc } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Database } from '../db/client';
import { createTestDatabase } from '../../test/test-app';
import { nameRpcEndpoints, startBackgroundLoop, type BackgroundLoop } from './background-loop';
import { getPort } from './free-port';

type Line = { level: string; fields: Record<string, unknown>; msg: string };

/** A logger that keeps what it is told, as pino would be called. */
function recordingLogger() {
  const lines: Line[] = [];
  const log = { level: 'info', silent: () => undefined } as Record<string, unknown>;
  for (const level of ['trace', 'debug', 'info', 'warn', 'error', 'fatal']) {
    log[level] = (fields: Record<string, unknown>, msg: string) => lines.push({ level, fields, msg });
  }
  log.child = () => log;
  return { lines, log: log as unknown as FastifyBaseLogger };
}

/** A JSON-RPC endpoint that answers every call with block 0x10, on a given port. */
function startRpc(port: number): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const { id } = JSON.parse(body) as { id: number };
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ jsonrpc: '2.0', id, result: '0x10' }));
    });
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await sleep(20);
  }
}

describe('background loops against an unreachable chain', () => {
  let database: Database;
  const loops: BackgroundLoop[] = [];
  const servers: http.Server[] = [];
  beforeAll(async () => {
    database = connectDatabase(await createTestDatabase(), { max: 4 });
  });
  afterAll(async () => {
    await Promise.all(loops.map((loop) => loop.stop()));
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    await database.close();
  });

  it('log the outage once, back off, and log once when the chain answers again', async () => {
    const port = await getPort();
    const url = `http://127.0.0.1:${port}/v3/secret-api-key`;
    nameRpcEndpoints({ L1: url });
    // No retries inside viem: each round makes one call, as a tick against a dead RPC does.
    const client = createPublicClient({ transport: rpc(url, { retryCount: 0 }) });
    const { lines, log } = recordingLogger();
    const ticks: { loop: string; at: number }[] = [];
    const start = (name: string) =>
      startBackgroundLoop({
        name,
        everyMs: 40,
        maxBackoffMs: 320,
        db: database.db,
        log,
        tick: async () => {
          ticks.push({ loop: name, at: performance.now() });
          await client.getBlockNumber();
        },
      });
    loops.push(start('indexer'), start('relayer'));

    await sleep(1_800);
    const downTicks = ticks.filter((tick) => tick.loop === 'indexer');
    // Every 40 ms that would be about 45 rounds; backing off 80, 160, 320, 320... it is a handful.
    expect(downTicks.length).toBeGreaterThanOrEqual(4);
    expect(downTicks.length).toBeLessThanOrEqual(9);
    const gaps = downTicks.slice(1).map((tick, i) => tick.at - downTicks[i]!.at);
    // After n failures in a row the wait is 40 ms * 2^n, at most 320 ms (plus the round's own time).
    gaps.forEach((gap, i) => {
      const wait = Math.min(320, 40 * 2 ** (i + 1));
      expect(gap).toBeGreaterThanOrEqual(wait - 2);
      expect(gap).toBeLessThan(wait + 250);
    });

    // Two loops, many failed rounds: one line, no stack trace, no RPC address (it may hold a key).
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'warn',
      msg: 'chain L1 is unreachable; background work that needs it is retried with backoff',
      fields: { reason: 'ECONNREFUSED' },
    });
    expect(lines[0]!.fields.err).toBeUndefined();
    expect(JSON.stringify(lines)).not.toContain('secret-api-key');

    servers.push(await startRpc(port));
    await until(() => lines.length >= 2);
    const backAt = performance.now();
    await sleep(600);
    expect(lines.slice(1)).toEqual([
      expect.objectContaining({ level: 'info', msg: 'chain L1 is reachable again' }),
    ]);
    // Back to the loop's own pace once a round succeeds.
    const after = ticks.filter((tick) => tick.loop === 'indexer' && tick.at > backAt + 350);
    expect(after.length).toBeGreaterThanOrEqual(3);
    const recovered = after.slice(1).map((tick, i) => tick.at - after[i]!.at);
    expect(Math.max(...recovered)).toBeLessThan(200);
  });

  it('log any other failure with its stack each time, backing off as well', async () => {
    const { lines, log } = recordingLogger();
    let rounds = 0;
    loops.push(
      startBackgroundLoop({
        name: 'buggy',
        everyMs: 40,
        maxBackoffMs: 160,
        db: database.db,
        log,
        tick: async () => {
          rounds += 1;
          throw new Error('a bug');
        },
      }),
    );
    await sleep(900);
    expect(rounds).toBeGreaterThanOrEqual(3);
    expect(rounds).toBeLessThanOrEqual(8);
    expect(lines).toHaveLength(rounds);
    for (const line of lines) {
      expect(line).toMatchObject({
        level: 'warn',
        msg: 'background tick failed',
        fields: { worker: 'buggy' },
      });
      expect((line.fields.err as Error).stack).toContain('a bug');
    }
  });

  it('treat a lost database as an outage too', async () => {
    const gone = connectDatabase(`postgres://nobody:secret@127.0.0.1:${await getPort()}/gone`, { max: 1 });
    const { lines, log } = recordingLogger();
    let rounds = 0;
    const loop = startBackgroundLoop({
      name: 'expiry',
      everyMs: 40,
      maxBackoffMs: 160,
      db: gone.db,
      log,
      tick: async () => {
        rounds += 1;
      },
    });
    await sleep(700);
    await loop.stop();
    await gone.close();
    expect(rounds).toBe(0);
    expect(lines).toEqual([
      expect.objectContaining({ level: 'warn', msg: expect.stringMatching(/^the database is unreachable/) }),
    ]);
  });

  it('start back at its own pace on a reachable chain without a word', async () => {
    const server = await startRpc(0);
    servers.push(server);
    const client = createPublicClient({
      transport: rpc(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, { retryCount: 0 }),
    });
    const { lines, log } = recordingLogger();
    let rounds = 0;
    loops.push(
      startBackgroundLoop({
        name: 'healthy',
        everyMs: 40,
        db: database.db,
        log,
        tick: async () => {
          rounds += 1;
          await client.getBlockNumber();
        },
      }),
    );
    await until(() => rounds >= 5);
    expect(lines).toEqual([]);
  });
});
