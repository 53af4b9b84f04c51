import { demoTokenAbi } from '@dappx/contracts';
import { encodeFunctionData, parseEther, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChainTestApp } from '../../../test/chain-test-app';

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
