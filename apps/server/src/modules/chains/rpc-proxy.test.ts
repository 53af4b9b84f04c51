import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { demoTokenAbi } from '@dappx/contracts';
import { generateDemoKeys } from '@dappx/contracts/demo-keys';
import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  http,
  parseEther,
  type Address,
  type Hex,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChainTestApp } from '../../../test/chain-test-app';
import { createTestApp } from '../../../test/test-app';
import { demoChainsConfig } from '../../lib/chains-config';
import type { DemoChainsAnswer } from '../../lib/demo-chains';

type RpcAnswer = { id: number; result?: unknown; error?: { code: number; message: string } };

describe('the demo chains RPC proxy', () => {
  let t: Awaited<ReturnType<typeof createChainTestApp>>;
  beforeAll(async () => {
    t = await createChainTestApp({
      RPC_GAS_CAP: '500000',
      RPC_LOG_BLOCK_RANGE: '10',
      RPC_RATE_LIMIT_MAX: '40',
      // Below the RPC calls one client makes here: they must not count against it.
      RATE_LIMIT_MAX: '30',
    });
  }, 120_000);
  afterAll(() => t?.close());

  const rpc = async (layer: 'l1' | 'l2', method: string, params: unknown[], remoteAddress = '192.0.2.1') => {
    const answer = await t.app.inject({
      method: 'POST',
      url: `/rpc/${layer}`,
      remoteAddress,
      payload: { jsonrpc: '2.0', id: 7, method, params },
    });
    return answer.json() as RpcAnswer;
  };

  /** A transaction signed by `key`, ready for eth_sendRawTransaction. */
  const signed = async (key: Hex, to: Hex, data: Hex = '0x', gas = 100_000n) => {
    const account = privateKeyToAccount(key);
    const nonce = Number(
      ((await rpc('l1', 'eth_getTransactionCount', [account.address, 'latest'])).result as Hex) ?? '0x0',
    );
    return account.signTransaction({
      chainId: t.chains.l1.chainId,
      to,
      data,
      gas,
      nonce,
      maxFeePerGas: parseEther('0.00000005'),
      maxPriorityFeePerGas: 1n,
      type: 'eip1559',
    });
  };

  it("refuses raw transactions signed by any of the store's own role accounts", async () => {
    const { ace } = t.chains.contracts;
    for (const [role, key] of Object.entries(t.chains.keys)) {
      const mint = encodeFunctionData({
        abi: demoTokenAbi,
        functionName: 'mint',
        args: [privateKeyToAccount(key).address, parseEther('1')],
      });
      const answer = await rpc('l1', 'eth_sendRawTransaction', [await signed(key, ace, mint)]);
      expect(answer.error, role).toEqual({
        code: -32003,
        message:
          "eth_sendRawTransaction: transactions from the store's own accounts are sent by the store, not through this endpoint",
      });
    }
    // Anyone else's transaction goes through.
    const stranger = generatePrivateKey();
    await t.chains.fundWallet(privateKeyToAccount(stranger).address);
    const sent = await rpc('l1', 'eth_sendRawTransaction', [
      await signed(stranger, privateKeyToAccount(stranger).address),
    ]);
    expect(sent.error).toBeUndefined();
    expect(sent.result).toMatch(/^0x[0-9a-f]{64}$/);
  });

  it('caps the gas of calls and estimates, so an endless loop cannot hold the chain', async () => {
    // JUMPDEST; PUSH1 0; JUMP: loops until it runs out of gas.
    const loop = { data: '0x5b600056' };
    for (const method of ['eth_call', 'eth_estimateGas']) {
      const refused = await rpc('l1', method, [{ ...loop, gas: '0xffffff' }, 'latest']);
      expect(refused.error).toEqual({
        code: -32005,
        message: `${method}: gas above this endpoint's cap of 500000; ask for less gas`,
      });
    }
    // Without a gas limit the call gets the cap, and ends out of gas.
    const capped = await rpc('l1', 'eth_call', [loop, 'latest']);
    expect(capped.error?.message).toMatch(/out of gas|gas/i);
    // An ordinary call is untouched.
    const name = await rpc('l1', 'eth_call', [
      { to: t.chains.contracts.ace, data: encodeFunctionData({ abi: demoTokenAbi, functionName: 'symbol' }) },
      'latest',
    ]);
    expect(name.error).toBeUndefined();
  });

  it('refuses a raw transaction asking for more gas than the cap, and what is no transaction', async () => {
    const stranger = generatePrivateKey();
    await t.chains.fundWallet(privateKeyToAccount(stranger).address);
    const greedy = await signed(stranger, t.chains.contracts.ace, '0x', 600_000n);
    expect((await rpc('l1', 'eth_sendRawTransaction', [greedy])).error).toEqual({
      code: -32005,
      message: "eth_sendRawTransaction: gas limit above this endpoint's cap of 500000",
    });
    expect((await rpc('l1', 'eth_sendRawTransaction', ['0xdeadbeef'])).error).toEqual({
      code: -32602,
      message: 'eth_sendRawTransaction: not a signed transaction',
    });
  });

  it('caps the block range of eth_getLogs', async () => {
    await t.mine('l2', 30);
    const refused = await rpc('l2', 'eth_getLogs', [{ fromBlock: 'earliest', toBlock: 'latest' }]);
    expect(refused.error).toEqual({
      code: -32005,
      message: 'eth_getLogs: at most 10 blocks per call; ask for a smaller range',
    });
    const latest = BigInt((await rpc('l2', 'eth_blockNumber', [])).result as Hex);
    const recent = await rpc('l2', 'eth_getLogs', [{ fromBlock: `0x${(latest - 9n).toString(16)}` }]);
    expect(recent.error).toBeUndefined();
    expect(recent.result).toEqual(expect.any(Array));
  });

  it('limits each client on its own budget, apart from the API', async () => {
    const client = '192.0.2.99';
    const answers: number[] = [];
    for (let n = 0; n < 45; n++) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/rpc/l1',
        remoteAddress: client,
        payload: { jsonrpc: '2.0', id: n, method: 'eth_chainId', params: [] },
      });
      answers.push(answer.statusCode);
      if (answer.statusCode === 429) expect(answer.headers['retry-after']).toBeDefined();
    }
    expect(answers.filter((code) => code === 200)).toHaveLength(40);
    expect(answers.slice(40)).toEqual([429, 429, 429, 429, 429]);
    // The same client's API calls and another client's RPC calls are not affected.
    const api = await t.app.inject({ method: 'GET', url: '/v1/chains', remoteAddress: client });
    expect(api.statusCode).toBe(200);
    expect((await rpc('l1', 'eth_chainId', [], '192.0.2.100')).result).toBeDefined();
  });
});

/**
 * The store on the demo chains in a process of their own, as `npm start` runs them
 * (src/demo-chains-process.ts): the node's time is not the store's, as in production.
 */
async function storeWithChainsApart(env: Record<string, string>) {
  const keys = generateDemoKeys();
  const child = fork(fileURLToPath(new URL('../../demo-chains-process.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stopChains = async () => {
    if (child.connected) child.disconnect();
    await exited;
  };
  const answer = await new Promise<DemoChainsAnswer>((resolve, reject) => {
    child.once('message', (message) => resolve(message as DemoChainsAnswer));
    void exited.then(() => reject(new Error("the demo chains' process exited")));
    child.send({ keys, l1Port: 0, l2Port: 0, l1bPort: 0, blockIntervalMs: 0 });
  });
  if ('failed' in answer) throw new Error(answer.failed);
  const chains = { ...answer.started, keys };
  const store = await createTestApp(env, undefined, (config) => {
    config.chains = demoChainsConfig(chains, config.publicUrl, config.chainTimings);
  }).catch(async (error: unknown) => {
    await stopChains();
    throw error;
  });
  return {
    ...store,
    chains,
    close: async () => {
      await store.close();
      await stopChains();
    },
  };
}

describe('the demo chains RPC proxy under an endless-loop flood', () => {
  let t: Awaited<ReturnType<typeof storeWithChainsApart>>;
  let loop: Address;
  beforeAll(async () => {
    // The default gas cap; a budget of five capped calls a minute, so the flood ends in seconds.
    t = await storeWithChainsApart({ RPC_GAS_BUDGET: '1000000', RPC_RATE_LIMIT_MAX: '600' });
    // Runtime JUMPDEST; PUSH1 0; JUMP (loops until out of gas), returned by its creation code.
    const owner = createWalletClient({
      transport: http(t.chains.l1.rpcUrl),
      account: privateKeyToAccount(t.chains.keys.owner),
    });
    const hash = await owner.sendTransaction({ data: '0x635b6000566000526004601cf3', chain: null });
    const receipt = await createPublicClient({
      transport: http(t.chains.l1.rpcUrl),
    }).waitForTransactionReceipt({
      hash,
    });
    loop = receipt.contractAddress!;
  }, 120_000);
  afterAll(() => t?.close());

  const batch = (client: string, size: number, call: (id: number) => object) =>
    t.app.inject({
      method: 'POST',
      url: '/rpc/l1',
      remoteAddress: client,
      payload: Array.from({ length: size }, (_, id) => ({ jsonrpc: '2.0', id, ...call(id) })),
    });

  const errorsOf = (answers: Awaited<ReturnType<typeof batch>>[]) =>
    answers
      .filter((answer) => answer.statusCode === 200)
      .flatMap((answer) => (answer.json() as RpcAnswer[]).map((call) => call.error?.message ?? ''));

  // How long the store's own eth_blockNumber waits under this flood is a figure, measured by
  // `BENCH_ONLY=rpc-flood npm run bench` on a quiet machine; this checks what the clients are told.
  it('runs only what the gas budget admits of an endless-loop flood, and refuses the rest', async () => {
    const clients = ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4'];
    const loopCall = () => ({ method: 'eth_call', params: [{ to: loop }, 'latest'] });
    const answers = await Promise.all(
      clients.flatMap((client) => Array.from({ length: 10 }, () => batch(client, 20, loopCall))),
    );

    // The flood reached the node: each client's first five calls ran to the cap and out of gas.
    const errors = errorsOf(answers);
    expect(
      errors.filter((message) => /out of gas|gas/i.test(message) && !/a minute/.test(message)),
    ).toHaveLength(20);
    // The rest were refused by the gas budget; batches with nothing left to run were a 429.
    expect(
      errors.filter((message) => message.includes('at most 1000000 gas a minute per client')),
    ).toHaveLength(40 * 20 - 20 - 20 * answers.filter((answer) => answer.statusCode === 429).length);
    expect(answers.filter((answer) => answer.statusCode === 429).length).toBeGreaterThan(0);
  }, 60_000);

  it("makes a client's heavy calls wait for the node in turn, and refuses those past forty waiting", async () => {
    // Short loops, so the budget admits them all: 45 calls of 21,504 gas.
    const shortLoop = () => ({ method: 'eth_call', params: [{ to: loop, gas: '0x5400' }, 'latest'] });
    const answers = await Promise.all(Array.from({ length: 3 }, () => batch('198.51.100.8', 15, shortLoop)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const errors = errorsOf(answers);
    const waiting = errors.filter((message) =>
      message.includes('too many of your calls are waiting for the node; send fewer at once'),
    );
    // One call running and forty waiting; the others were told to send fewer at once.
    expect(waiting.length).toBeGreaterThan(0);
    expect(errors.filter((message) => /out of gas/i.test(message))).toHaveLength(45 - waiting.length);
  }, 60_000);

  it('counts every call of a batch against the per-client limit', async () => {
    const client = '198.51.100.9';
    for (let n = 0; n < 30; n++)
      expect((await batch(client, 20, () => ({ method: 'eth_chainId', params: [] }))).statusCode).toBe(200);
    // 600 calls in 30 requests: the limit, not a thirtieth of it.
    const refused = await batch(client, 1, () => ({ method: 'eth_chainId', params: [] }));
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  }, 60_000);
});
