import fs from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { createPublicClient, createWalletClient, http as viemHttp, type Address } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { loadDemoKeys } from '../src/lib/demo-keys-file';

/**
 * The store's demo chains under the attack: 4 clients each sending 10 batches of 20 eth_calls
 * of an endless loop to the store's `/rpc/l1`, over real HTTP, while the store's own eth_blockNumber
 * (sent straight to the node, as the store's chain work does) is timed. The store is `main.js` in
 * demo mode, its chains in their own process, with the RPC proxy's default limits.
 */
export type RpcFloodBench = {
  quiet: number[];
  flood: number[];
  /** The store's own /healthz during the flood: whether taking in the flood holds up its event loop. */
  storeHealth: number[];
  /** Calls that ran on the node and ended out of gas, refused by the budget or queue, and 429 answers. */
  outOfGas: number;
  refused: number;
  tooManyRequests: number;
};

const clients = ['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5'];
const batchesPerClient = 10;
const callsPerBatch = 20;
const sampleEveryMs = 20;
// Runtime JUMPDEST; PUSH1 0; JUMP (loops until out of gas), returned by its creation code.
const loopCreationCode = '0x635b6000566000526004601cf3';

/** The demo L1 node's URL and its owner's key, from what main.js wrote to its data folder. */
async function demoL1(dataDir: string) {
  const chains = JSON.parse(await fs.readFile(path.join(dataDir, 'chains.json'), 'utf8')) as {
    l1: { rpcUrl: string };
  };
  return { rpcUrl: chains.l1.rpcUrl, ownerKey: (await loadDemoKeys(dataDir)).owner };
}

async function deployLoop(rpcUrl: string, ownerKey: `0x${string}`): Promise<Address> {
  const owner = createWalletClient({ transport: viemHttp(rpcUrl), account: privateKeyToAccount(ownerKey) });
  const hash = await owner.sendTransaction({ data: loopCreationCode, chain: null });
  const receipt = await createPublicClient({ transport: viemHttp(rpcUrl) }).waitForTransactionReceipt({
    hash,
  });
  return receipt.contractAddress!;
}

/** Milliseconds the node takes to answer eth_blockNumber, asked straight, as the store asks it. */
async function blockNumberMs(rpcUrl: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }),
  });
  const { result } = (await response.json()) as { result?: string };
  if (!result?.startsWith('0x')) throw new Error(`eth_blockNumber answered ${JSON.stringify(result)}`);
  return performance.now() - started;
}

async function healthMs(apiUrl: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${apiUrl}/healthz`);
  if (!response.ok) throw new Error(`/healthz answered ${response.status}`);
  await response.arrayBuffer();
  return performance.now() - started;
}

type Posted = { status: number; body: string };
type FloodPlan = { url: string; clients: string[]; batchesPerClient: number; body: string };

/**
 * The attackers' side, run in a worker thread: sending and reading the flood must not hold up the
 * thread that times the store's eth_blockNumber. Each client posts from its own loopback address, so
 * the store sees four clients without trusting a proxy header. Plain JavaScript, sent to the worker as
 * its source: it may use only what it imports itself.
 */
async function floodInWorker() {
  const { workerData, parentPort } = await import('node:worker_threads');
  const http = await import('node:http');
  const plan = workerData as FloodPlan;
  const postFrom = (localAddress: string, agent: InstanceType<typeof http.Agent>) =>
    new Promise<Posted>((resolve, reject) => {
      const request = http.request(
        plan.url,
        { method: 'POST', agent, localAddress, headers: { 'content-type': 'application/json' } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
          );
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(plan.body);
    });
  const answers = await Promise.all(
    plan.clients.flatMap((client) => {
      const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
      return Array.from({ length: plan.batchesPerClient }, () => postFrom(client, agent));
    }),
  );
  parentPort!.postMessage(answers);
}

/** Every client's batches at once, from a worker thread; resolves with every answer. */
function flood(apiUrl: string, loop: Address): Promise<Posted[]> {
  const body = JSON.stringify(
    Array.from({ length: callsPerBatch }, (_, id) => ({
      jsonrpc: '2.0',
      id,
      method: 'eth_call',
      params: [{ to: loop }, 'latest'],
    })),
  );
  const plan: FloodPlan = { url: `${apiUrl}/rpc/l1`, clients, batchesPerClient, body };
  const worker = new Worker(`(${floodInWorker.toString()})()`, { eval: true, workerData: plan });
  return new Promise<Posted[]>((resolve, reject) => {
    worker.once('message', (answers: Posted[]) => resolve(answers));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the flood's worker exited (code ${code})`)));
  });
}

/** Samples `measure` every sampleEveryMs until `done` settles. */
async function sampleUntil(done: Promise<unknown>, measure: () => Promise<number>): Promise<number[]> {
  let running = true;
  void done.finally(() => (running = false)).catch(() => undefined);
  const samples: number[] = [];
  while (running) {
    samples.push(await measure());
    await new Promise((resolve) => setTimeout(resolve, sampleEveryMs));
  }
  return samples;
}

function countAnswers(answers: Posted[]) {
  const messages = answers
    .filter((answer) => answer.status === 200)
    .flatMap((answer) =>
      (JSON.parse(answer.body) as { error?: { message: string } }[]).map((call) => call.error?.message ?? ''),
    );
  const isRefused = (message: string) => /a minute|waiting for the node/.test(message);
  return {
    outOfGas: messages.filter((message) => /gas/i.test(message) && !isRefused(message)).length,
    refused: messages.filter(isRefused).length,
    tooManyRequests: answers.filter((answer) => answer.status === 429).length,
    unexpected: answers.filter((answer) => answer.status !== 200 && answer.status !== 429).length,
  };
}

export async function benchRpcFlood(apiUrl: string, dataDir: string): Promise<RpcFloodBench> {
  const l1 = await demoL1(dataDir);
  const loop = await deployLoop(l1.rpcUrl, l1.ownerKey);
  const quiet: number[] = [];
  for (let n = 0; n < 20; n++) {
    quiet.push(await blockNumberMs(l1.rpcUrl));
    await new Promise((resolve) => setTimeout(resolve, sampleEveryMs));
  }
  const answers = flood(apiUrl, loop);
  const [flooded, storeHealth] = await Promise.all([
    sampleUntil(answers, () => blockNumberMs(l1.rpcUrl)),
    sampleUntil(answers, () => healthMs(apiUrl)),
  ]);
  const { unexpected, ...counts } = countAnswers(await answers);
  if (unexpected > 0) throw new Error(`${unexpected} flood requests answered neither 200 nor 429`);
  return { quiet, flood: flooded, storeHealth, ...counts };
}

/** The value at `share` (0.5 the median, 1 the max) of some samples. */
export function percentile(samples: number[], share: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN;
}
