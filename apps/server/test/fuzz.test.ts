import { randomInt } from 'node:crypto';
import net from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  describe as describeRequest,
  operationsOf,
  problemsOf,
  requestFor,
  type Answer,
  type FuzzRequest,
  type Operation,
  type Sessions,
} from './fuzz-requests';
import { isApiPath } from '../src/lib/api-paths';
import { ledgerInvariants } from './ledger-invariants';
import { signInAsOperator } from './operator-sign-in';
import { signUp } from './signed-in';
import { createChainTestApp } from './chain-test-app';
import {
  attachCollectionContracts,
  demoChainCollections,
  demoCollectionSeeds,
} from '../src/modules/marketplace';

// `npm test` sends a bounded number of requests; `npm run fuzz` (FUZZ_RUNS=n) many more and prints the
// counts by route. FUZZ_SEED=n replays a run (the seed is printed with the counts).
const longRun = process.env.FUZZ_RUNS !== undefined;
const totalRuns = Number(process.env.FUZZ_RUNS ?? 3000);
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : randomInt(2 ** 31);

type Failure = { problem: string; example: string; count: number };

/**
 * A path parameter of '..' takes the request out of the API ('/users/../x' is sent as '/x', as clients
 * send it): there the store rightly answers its web page's 404, not the API's JSON one.
 */
function isWebPageAnswer(request: FuzzRequest, answer: Answer) {
  const sentPath = new URL(request.url, 'http://store.invalid').pathname;
  return (
    answer.statusCode === 404 &&
    !isApiPath(sentPath) &&
    String(answer.headers['content-type'] ?? '').startsWith('text/html')
  );
}

describe('malformed input at every route, with and without a session', () => {
  let t: Awaited<ReturnType<typeof createChainTestApp>>;
  let operations: Operation[];
  let sessions: Sessions;
  const failures = new Map<string, Failure>();
  const byStatus = new Map<number, number>();
  const byRoute = new Map<string, Map<number, number>>();

  function record(route: string, request: FuzzRequest, answer: Answer) {
    byStatus.set(answer.statusCode, (byStatus.get(answer.statusCode) ?? 0) + 1);
    const counts = byRoute.get(route) ?? new Map<number, number>();
    counts.set(answer.statusCode, (counts.get(answer.statusCode) ?? 0) + 1);
    byRoute.set(route, counts);
    if (isWebPageAnswer(request, answer)) return;
    for (const problem of problemsOf(request.method, answer)) {
      const key = `${route} -> ${answer.statusCode}: ${problem}`;
      const example = `${describeRequest(request)} => ${answer.statusCode} ${answer.body.slice(0, 160)}`;
      const known = failures.get(key);
      // The shortest request that shows the problem is the one worth reading.
      if (!known) failures.set(key, { problem: key, example, count: 1 });
      else failures.set(key, { ...known, count: known.count + 1, example: shortest(known.example, example) });
    }
  }

  beforeAll(async () => {
    // With its own demo chains, so the chain-backed routes (withdrawals, marketplace, layer 2) do their
    // work rather than answer 'unavailable'. The general limit is lifted so that the run reaches every
    // route; the sign-in limit stays, so its 429s are among the answers checked.
    t = await createChainTestApp(
      { RATE_LIMIT_MAX: '100000000' },
      { collections: demoChainCollections('http://127.0.0.1') },
    );
    // As `npm start` does: the seeded collections get their contracts, so buying reaches the chain.
    const contracts = t.chains.contracts.collections;
    const collections = demoCollectionSeeds.map((seed, i) => ({ id: seed.id, address: contracts[i]! }));
    await attachCollectionContracts(t.db, t.chains.l2.chainId, collections);

    const doc = await t.app.inject({ method: 'GET', url: '/docs/json' });
    operations = operationsOf(doc.json());
    const users = [await signUp(t.app), await signUp(t.app)];
    const signedOut = await signUp(t.app);
    await t.app.inject({ method: 'GET', url: '/users/logout', headers: { 'session-id': signedOut.session } });
    const [owner, signedOutOwner] = [
      await signInAsOperator(t.app, t.db, 'owner'),
      await signInAsOperator(t.app, t.db, 'owner'),
    ];
    await t.app.inject({ method: 'POST', url: '/admin/api/auth/sign-out', headers: signedOutOwner.headers });
    sessions = {
      valid: users.map((user) => user.session),
      ended: signedOut.session,
      operator: { valid: owner.token, ended: signedOutOwner.token },
    };
  });
  afterAll(() => t?.close());

  it(
    'answers every request below 500, and every error as { message, code }',
    async () => {
      const startedAt = performance.now();
      // The document lists the API; a broken document must not make this test pass by sending nothing.
      expect(operations.length).toBeGreaterThan(60);
      const perRoute = Math.max(10, Math.ceil(totalRuns / operations.length));
      for (const [index, operation] of operations.entries()) {
        const route = `${operation.method} ${operation.path}`;
        await fc.assert(
          fc.asyncProperty(requestFor(operation, sessions), async (request) => {
            const answer = await t.app.inject({
              method: request.method as 'GET',
              url: request.url,
              headers: request.headers,
              ...(request.payload !== undefined ? { payload: request.payload } : {}),
            });
            record(route, request, {
              statusCode: answer.statusCode,
              headers: answer.headers,
              body: answer.body,
            });
          }),
          { numRuns: perRoute, seed: seed + index },
        );
      }
      const seconds = (performance.now() - startedAt) / 1000;
      report(seconds);

      expect(
        [...failures.values()].map(
          ({ problem, count, example }) => `${problem} (${count}x), e.g. ${example}`,
        ),
        `replay with FUZZ_SEED=${seed}`,
      ).toEqual([]);
      // The fuzzer's own sessions still work, so the signed-in cases were signed in throughout.
      for (const session of sessions.valid) {
        const profile = await t.app.inject({ url: '/users/userProfile', headers: { 'session-id': session } });
        expect(profile.statusCode).toBe(200);
      }
      const operatorCheck = await t.app.inject({
        url: '/admin/api/auth/me',
        headers: { 'operator-session': sessions.operator.valid },
      });
      expect(operatorCheck.statusCode).toBe(200);
      // The money moves the fuzzer got through left the books balanced, none negative.
      expect(await ledgerInvariants(t.db)).toEqual({ unbalanced: [], negative: [], drift: [] });
      // Requests got past validation too, not only refused at the door.
      expect([...byStatus.entries()].filter(([status]) => status < 300).length).toBeGreaterThan(0);
      expect(byRoute.size).toBe(operations.length);
    },
    longRun ? Math.max(600_000, totalRuns * 100) : 120_000,
  );

  it('answers over-long and broken HTTP (long lines, bad headers, bad framing) in our shape too', async () => {
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const port = Number(new URL(address).port);
    const cases: [string, string][] = [
      ['a 100 kB query string', `GET /v1/search?q=${'a'.repeat(100_000)} HTTP/1.1\r\nHost: x\r\n\r\n`],
      ['a 20 kB header', `GET /v1/search?q=a HTTP/1.1\r\nHost: x\r\nX-Filler: ${'a'.repeat(20_000)}\r\n\r\n`],
      [
        'a 5 kB path parameter',
        `GET /v1/marketplace/users/${'a'.repeat(5000)}/username HTTP/1.1\r\nHost: x\r\n\r\n`,
      ],
      ['a 5 kB path that leads nowhere', `DELETE /users/${'a'.repeat(5000)}/x HTTP/1.1\r\nHost: x\r\n\r\n`],
      ['a null byte in the query', 'GET /v1/search?q=%00 HTTP/1.1\r\nHost: x\r\n\r\n'],
      ['an unknown method', 'BREW /v1/search?q=a HTTP/1.1\r\nHost: x\r\n\r\n'],
      ['a header without a colon', 'GET /v1/search?q=a HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n'],
      [
        'a broken chunk',
        'POST /newsletter/submit HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
      ],
      [
        'a negative length',
        'POST /newsletter/submit HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: -1\r\n\r\n{}',
      ],
    ];
    const problems: string[] = [];
    for (const [name, text] of cases) {
      const answer = await rawRequest(port, text);
      const method = text.slice(0, text.indexOf(' '));
      for (const problem of problemsOf(method, answer))
        problems.push(`${name} -> ${answer.statusCode}: ${problem} (${answer.body.slice(0, 120)})`);
    }
    expect(problems).toEqual([]);
  });

  function report(seconds: number) {
    const total = [...byStatus.values()].reduce((a, b) => a + b, 0);
    const statuses = [...byStatus.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}: ${count}`)
      .join(', ');
    const lines = [
      `fuzz: ${total} requests in ${seconds.toFixed(1)} s (seed ${seed}); by status ${statuses}`,
    ];
    if (longRun) {
      for (const [route, counts] of [...byRoute.entries()].sort(([a], [b]) => a.localeCompare(b))) {
        const line = [...counts.entries()]
          .sort(([a], [b]) => a - b)
          .map(([status, count]) => `${status}: ${count}`)
          .join(', ');
        lines.push(`  ${route.padEnd(58)} ${line}`);
      }
      for (const failure of failures.values())
        lines.push(`  FAIL ${failure.problem} (${failure.count}x)\n       e.g. ${failure.example}`);
    }
    process.stdout.write(`${lines.join('\n')}\n`);
  }
});

const shortest = (a: string, b: string) => (b.length < a.length ? b : a);

/** One request over a real socket, as Node's own HTTP parser sees it; the answer as sent. */
function rawRequest(port: number, text: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = '';
    socket.setEncoding('latin1');
    socket.setTimeout(5000, () => socket.destroy(new Error(`no answer to ${text.slice(0, 60)}`)));
    socket.on('data', (chunk: string) => {
      data += chunk;
      const answer = parseAnswer(data);
      if (answer) {
        socket.destroy();
        resolve(answer);
      }
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(parseAnswer(data) ?? { statusCode: 0, headers: {}, body: data }));
    socket.write(text);
  });
}

/** The answer once it has fully arrived (by Content-Length or a final chunk), else undefined. */
function parseAnswer(data: string): Answer | undefined {
  const end = data.indexOf('\r\n\r\n');
  if (end < 0) return undefined;
  const [statusLine = '', ...headerLines] = data.slice(0, end).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const rest = data.slice(end + 4);
  let body: string;
  if (headers['transfer-encoding'] === 'chunked') {
    if (!rest.endsWith('0\r\n\r\n')) return undefined;
    body = '';
    for (let at = 0; ;) {
      const lineEnd = rest.indexOf('\r\n', at);
      const size = parseInt(rest.slice(at, lineEnd), 16);
      if (!size) break;
      body += rest.slice(lineEnd + 2, lineEnd + 2 + size);
      at = lineEnd + 2 + size + 2;
    }
  } else {
    const length = Number(headers['content-length'] ?? 0);
    if (Buffer.byteLength(rest, 'latin1') < length) return undefined;
    body = rest.slice(0, length);
  }
  return {
    statusCode: Number(statusLine.split(' ')[1]),
    headers,
    body: Buffer.from(body, 'latin1').toString(),
  };
}
