import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { signInMessage } from '@dappx/shared';
import autocannon from 'autocannon';
import pg from 'pg';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { inTurns, mean } from './load';

/**
 * Transfers/s through the API against the same two-account balance update as bare SQL, on one database,
 * at one concurrency: the ratio says what our API, ledger and checks cost over the database's own work.
 */
export type TransfersBench = {
  apiPerSecond: number;
  apiP99: number;
  apiErrors: number;
  barePerSecond: number;
  pgbenchTps: number | undefined;
  balanceP99: number;
  balancePerSecond: number;
};

/** A new account signed in: its session and its wallet's address. */
export async function signUp(apiUrl: string, index: number | string) {
  const key = generatePrivateKey();
  const wallet = privateKeyToAccount(key);
  const post = (path: string, body: object) =>
    fetch(`${apiUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then(async (response) => {
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      return response.json() as Promise<Record<string, string>>;
    });
  const { nonce } = await post('/users/createAccount', {
    publicAddress: wallet.address,
    email_id: `bench${index}.${Date.now()}@example.com`,
  });
  const signature = await wallet.signMessage({ message: signInMessage(nonce!) });
  const signedIn = await post('/users/authentication', { publicAddress: wallet.address, signature });
  return { session: signedIn['session-id']!, address: wallet.address, key };
}

/** Each request moves a millionth of an ACE, alternating direction, for one of the signed-in users. */
export async function loadTransfers(
  apiUrl: string,
  sessions: string[],
  connections: number,
  seconds: number,
) {
  let counter = 0;
  const requests = [
    {
      method: 'POST' as const,
      setupRequest: (request: object) => {
        counter += 1;
        const session = sessions[counter % sessions.length]!;
        const direction =
          Math.floor(counter / sessions.length) % 2 === 0 ? 'vault-to-active' : 'active-to-vault';
        return {
          ...request,
          path: `/users/acent/transfer/${direction}`,
          headers: { 'content-type': 'application/json', 'session-id': session },
          body: JSON.stringify({ amount: '0.000001' }),
        };
      },
    },
  ];
  await autocannon({ url: apiUrl, connections, duration: 2, requests });
  return autocannon({ url: apiUrl, connections, duration: seconds, requests });
}

/** The baseline: the two balance updates of a transfer, locked in id order, as bare transactions. */
async function bareTransfers(databaseUrl: string, connections: number, seconds: number) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: connections });
  await pool.query(`
    CREATE TABLE IF NOT EXISTS bench_accounts (id int PRIMARY KEY, balance numeric(78,0) NOT NULL CHECK (balance >= 0));
    INSERT INTO bench_accounts SELECT n, 1000000000000000000000 FROM generate_series(1, ${connections * 2}) AS n
    ON CONFLICT DO NOTHING`);
  let done = 0;
  const deadline = Date.now() + seconds * 1000;
  const worker = async (index: number) => {
    const [from, to] = [index * 2 + 1, index * 2 + 2];
    for (let turn = 0; Date.now() < deadline; turn += 1) {
      const [debit, creditTo] = turn % 2 === 0 ? [from, to] : [to, from];
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query('SELECT id FROM bench_accounts WHERE id = ANY($1) ORDER BY id FOR UPDATE', [
          [from, to],
        ]);
        await client.query('UPDATE bench_accounts SET balance = balance - 1000000000000 WHERE id = $1', [
          debit,
        ]);
        await client.query('UPDATE bench_accounts SET balance = balance + 1000000000000 WHERE id = $1', [
          creditTo,
        ]);
        await client.query('COMMIT');
        done += 1;
      } finally {
        client.release();
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, index) => worker(index)));
  await pool.end();
  return done / seconds;
}

async function checkpoint(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('CHECKPOINT');
  } finally {
    await client.end();
  }
}

/** pgbench's TPC-B-like run on the same server, when pgbench is installed. */
async function pgbenchTps(databaseUrl: string, connections: number, seconds: number) {
  const run = promisify(execFile);
  const url = new URL(databaseUrl);
  const env = {
    ...process.env,
    PGHOST: url.hostname,
    PGPORT: url.port,
    PGUSER: decodeURIComponent(url.username),
    PGPASSWORD: decodeURIComponent(url.password),
    PGDATABASE: url.pathname.slice(1),
  };
  try {
    await run('pgbench', ['-i', '-q', '-s', '1'], { env });
    const { stdout } = await run('pgbench', ['-c', String(connections), '-j', '2', '-T', String(seconds)], {
      env,
    });
    const tps = /tps = ([\d.]+)/.exec(stdout)?.[1];
    return tps ? Number(tps) : undefined;
  } catch {
    return undefined;
  }
}

export async function benchTransfers(
  apiUrl: string,
  databaseUrl: string,
  options: { connections: number; seconds: number },
): Promise<TransfersBench> {
  const sessions: string[] = [];
  for (let index = 0; index < options.connections; index += 1)
    sessions.push((await signUp(apiUrl, index)).session);
  // Each turn starts after a checkpoint, so none pays for another's WAL.
  const [api, bare] = await inTurns(
    () =>
      checkpoint(databaseUrl).then(() =>
        loadTransfers(apiUrl, sessions, options.connections, options.seconds),
      ),
    () =>
      checkpoint(databaseUrl).then(() => bareTransfers(databaseUrl, options.connections, options.seconds)),
  );
  // Each turn's rate: the spread says how far this machine's other load moves the ratio.
  const rates = (values: number[]) => values.map((value) => Math.round(value)).join(', ');
  console.log(
    `Transfers/s by turn: API ${rates(api.map((run) => run.requests.average))}; bare SQL ${rates(bare)}`,
  );
  let balanceCounter = 0;
  const balance = await autocannon({
    url: apiUrl,
    connections: options.connections,
    duration: options.seconds,
    requests: [
      {
        setupRequest: (request: object) => ({
          ...request,
          path: '/users/acent/vault/balance',
          headers: { 'session-id': sessions[(balanceCounter += 1) % sessions.length]! },
        }),
      },
    ],
  });
  return {
    apiPerSecond: mean(api.map((run) => run.requests.average)),
    apiP99: Math.max(...api.map((run) => run.latency.p99)),
    apiErrors: api.reduce((sum, run) => sum + run.errors + run.non2xx, 0),
    barePerSecond: mean(bare),
    pgbenchTps: await pgbenchTps(databaseUrl, options.connections, options.seconds),
    balanceP99: balance.latency.p99,
    balancePerSecond: balance.requests.average,
  };
}
