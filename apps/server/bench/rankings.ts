import fs from 'node:fs/promises';
import path from 'node:path';
import { startDemoChains, type DemoChains } from '@dappx/contracts/demo-chains';
import { generateDemoKeys } from '@dappx/contracts/demo-keys';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createWalletClient, encodeAbiParameters, http, parseEther, type Address, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { connectDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { bulkChainClient } from '../src/lib/chain-clients';
import { loadConfig } from '../src/config';
import { indexRankings, maxBlocksPerRound, rankedChains, readRange } from '../src/modules/rankings';
import { demoChainsAsConfiguredEnv } from '../test/real-chains-env';

/** Transfer logs one emitting call writes, and the calls: 200,000 logs behind 200 transactions. */
const logsPerCall = 1_000;
const calls = 200;

/**
 * A contract of 65 bytes that, called with (address to, uint256 n), emits n ERC-20 `Transfer(caller,
 * to, 1)` logs: many events from few transactions, so the demo node can hold 200,000 of them quickly.
 */
const emitterRuntime =
  '6001600052602035' + // mem[0] = 1; n = calldata[32]
  '5b801560' +
  '3f' +
  '57' + // loop: if n == 0 jump to the end
  '60003533' + // to = calldata[0], from = caller
  '7fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef' + // the Transfer topic
  '60206000a3' + // LOG3(mem[0..32], topic, from, to)
  '600190036008565b00'; // n -= 1, jump to the loop; end: stop
const emitterInit = `0x604180600b6000396000f3${emitterRuntime}` as Hex;

export type RankingsBackfillBench = {
  events: number;
  indexerMs: number;
  nodeMs: number;
  indexerPerSecond: number;
  nodePerSecond: number;
};

function rpcOf(url: string) {
  return (method: string, params: unknown[]) =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    }).then((response) => response.json() as Promise<{ result: unknown }>);
}

/** Deploys the emitter and sends its calls: every log goes into `target`. Answers the emitter. */
async function playEvents(chains: DemoChains, target: Address): Promise<Address> {
  const account = privateKeyToAccount(generatePrivateKey());
  const rpc = rpcOf(chains.l1.rpcUrl);
  await rpc('hardhat_setBalance', [account.address, `0x${parseEther('1000').toString(16)}`]);
  const wallet = createWalletClient({ account, transport: http(chains.l1.rpcUrl) });
  const client = bulkChainClient({ chainId: chains.l1.chainId, rpcUrl: chains.l1.rpcUrl, publicRpcUrl: '' });
  const deployed = await client.waitForTransactionReceipt({
    hash: await wallet.sendTransaction({ data: emitterInit, chain: null }),
  });
  const emitter = deployed.contractAddress!;
  const data = encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [target, BigInt(logsPerCall)]);
  let last: Hex = '0x';
  for (let call = 0; call < calls; call += 1)
    last = await wallet.sendTransaction({ to: emitter, data, gas: 3_000_000n, chain: null });
  await client.waitForTransactionReceipt({ hash: last });
  return emitter;
}

/**
 * The node's own pace for the same blocks, read the way the indexer reads them (blocks in full, their
 * receipts, the logs into the app in spans the node accepts) with nothing written.
 */
async function readAsTheNodeServes(chains: DemoChains, addresses: Set<string>, head: bigint) {
  const client = bulkChainClient({ chainId: chains.l1.chainId, rpcUrl: chains.l1.rpcUrl, publicRpcUrl: '' });
  const started = performance.now();
  for (let from = 0n; from <= head; from += maxBlocksPerRound) {
    const to = from + maxBlocksPerRound - 1n < head ? from + maxBlocksPerRound - 1n : head;
    await readRange(client, from, to, addresses);
  }
  return performance.now() - started;
}

/** A new migrated database of the bench's own, beside the store's. */
export async function databaseFor(adminUrl: string, name = 'bench_rankings'): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  await runMigrations(url.toString());
  return url.toString();
}

/**
 * The indexer's backfill of 200,000 Transfer logs and their 200 transactions on a demo chain, against
 * the node serving the same blocks and logs as fast as it can: the indexer reads as much and writes it.
 */
export async function benchRankingsBackfill(adminUrl: string): Promise<RankingsBackfillBench> {
  const chains = await startDemoChains({ keys: generateDemoKeys(), l1Port: 0, l2Port: 0, l1bPort: 0 });
  const databaseUrl = await databaseFor(adminUrl);
  const database = connectDatabase(databaseUrl, { max: 2 });
  try {
    const target = privateKeyToAccount(generatePrivateKey()).address;
    const emitter = await playEvents(chains, target);
    const contracts = [emitter, target].map((address) => ({ chain: 'ethereum', address }));
    await database.db.execute(sql`
      INSERT INTO catalogue_apps (slug, name, href, image, category, contracts)
      VALUES ('bench-app', 'Bench app', 'https://bench.example', '/media/x.png', 'defi',
              ${JSON.stringify(contracts)}::jsonb)`);
    const config = loadConfig({
      ...demoChainsAsConfiguredEnv(chains),
      DATABASE_URL: databaseUrl,
      DEMO_MODE: 'false',
    });
    const [l1] = rankedChains(config.chains!);
    const head = await l1!.client.getBlockNumber();
    const watched = new Set([emitter, target].map((address) => address.toLowerCase()));
    const nodeMs = await readAsTheNodeServes(chains, watched, head);
    const started = performance.now();
    while (await behind(database, l1!.chainId, head)) await indexRankings(database.db, config.chains!, l1!);
    const indexerMs = performance.now() - started;
    const { rows } = await database.db.execute<{ events: string }>(sql`
      SELECT (SELECT count(*) FROM rankings_transfers) + (SELECT count(*) FROM rankings_transactions) AS events`);
    const events = Number(rows[0]?.events);
    return {
      events,
      indexerMs,
      nodeMs,
      indexerPerSecond: events / (indexerMs / 1000),
      nodePerSecond: events / (nodeMs / 1000),
    };
  } finally {
    await database.close();
    await chains.close();
  }
}

async function behind(database: ReturnType<typeof connectDatabase>, chainId: number, head: bigint) {
  const { rows } = await database.db.execute<{ next_block: string }>(
    sql`SELECT next_block FROM rankings_chains WHERE chain_id = ${chainId}`,
  );
  return !rows[0] || BigInt(rows[0].next_block) <= head;
}

export type RankingsFreshnessBench = { seconds: number; blocks: number; blockSeconds: number };

/**
 * How long a new transaction to a listed app takes to show in its 24 h figures on the running demo
 * store (production's poll interval and cache): from its block to the API's answer counting it.
 */
export async function benchRankingsFreshness(
  apiUrl: string,
  databaseUrl: string,
  dataDir: string,
): Promise<RankingsFreshnessBench> {
  const chains = JSON.parse(await fs.readFile(path.join(dataDir, 'chains.json'), 'utf8')) as {
    l1: { rpcUrl: string };
  };
  const rpc = rpcOf(chains.l1.rpcUrl);
  const contract = privateKeyToAccount(generatePrivateKey()).address;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(
    `INSERT INTO catalogue_apps (slug, name, href, image, category, contracts)
     VALUES ('fresh-app', 'Fresh app', 'https://fresh.example', '/media/x.png', 'defi', $1::jsonb)`,
    [JSON.stringify([{ chain: 'ethereum', address: contract }])],
  );
  await client.end();
  const transactions = async () => {
    const response = await fetch(`${apiUrl}/v1/rankings/fresh-app`);
    if (!response.ok) return 0;
    const answer = (await response.json()) as { windows: { all: { transactions: { value: number } } }[] };
    return answer.windows[0]!.all.transactions.value;
  };
  // Listed and read up to the head before the transaction is sent.
  while ((await fetch(`${apiUrl}/v1/rankings/fresh-app`)).status !== 200)
    await new Promise((resolve) => setTimeout(resolve, 200));
  const account = privateKeyToAccount(generatePrivateKey());
  await rpc('hardhat_setBalance', [account.address, `0x${parseEther('1').toString(16)}`]);
  const wallet = createWalletClient({ account, transport: http(chains.l1.rpcUrl) });
  const hash = await wallet.sendTransaction({ to: contract, value: 1n, chain: null });
  const mined = (await waitReceipt(rpc, hash)) as { blockNumber: string };
  const minedAt = performance.now();
  while ((await transactions()) < 1) await new Promise((resolve) => setTimeout(resolve, 100));
  const seconds = (performance.now() - minedAt) / 1000;
  const head = BigInt(((await rpc('eth_blockNumber', [])) as { result: string }).result);
  const blocks = Number(head - BigInt(mined.blockNumber));
  return { seconds, blocks, blockSeconds: seconds / Math.max(blocks, 1) };
}

async function waitReceipt(rpc: ReturnType<typeof rpcOf>, hash: Hex) {
  for (;;) {
    const { result } = await rpc('eth_getTransactionReceipt', [hash]);
    if (result) return result;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
