import { demoTokenAbi } from '@dappx/contracts';
import { createPublicClient, http, parseUnits } from 'viem';
import { privateKeyToAccount, generatePrivateKey } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChainTestApp } from './chain-test-app';

describe('the store on its demo chains', () => {
  let store: Awaited<ReturnType<typeof createChainTestApp>>;
  beforeAll(async () => {
    store = await createChainTestApp();
  });
  afterAll(() => store?.close());

  it('tells clients where the chains and contracts are, and serves the ABI files', async () => {
    const chains = await store.app.inject({ method: 'GET', url: '/v1/chains' });
    expect(chains.statusCode).toBe(200);
    expect(chains.json()).toMatchObject({
      l1: { chainId: 8888, name: 'Acent', currencySymbol: 'ACE' },
      l2: { chainId: 13473, name: 'IMX', explorerUrl: '/explorer/13473' },
      contracts: { vault: store.chains.contracts.vault },
      demo: true,
    });
    const file = await store.app.inject({ method: 'GET', url: '/acentToken.json' });
    expect(file.json()).toMatchObject({ address: store.chains.contracts.ace, chainId: 8888 });
    expect(file.json().abi).toEqual(JSON.parse(JSON.stringify(demoTokenAbi)));
  });

  it('lists both L1 networks and answers the contract files for the chain a wallet is on', async () => {
    const chains = (await store.app.inject({ method: 'GET', url: '/v1/chains' })).json();
    const acent = {
      ace: store.chains.contracts.ace,
      dappx: store.chains.contracts.dappx,
      vault: store.chains.contracts.vault,
    };
    expect(chains.networks).toEqual([
      {
        chainId: 8888,
        name: 'Acent',
        currencySymbol: 'ACE',
        rpcUrl: expect.stringMatching(/\/rpc\/l1$/),
        explorerUrl: '/explorer/8888',
        contracts: acent,
      },
      {
        chainId: 42,
        name: 'Testnet',
        currencySymbol: 'ETH',
        rpcUrl: expect.stringMatching(/\/rpc\/l1b$/),
        explorerUrl: '/explorer/42',
        contracts: store.chains.l1b.contracts,
      },
    ]);
    // A pair of its own: none of the second network's addresses is one of the first's.
    expect(
      Object.values(store.chains.l1b.contracts).filter((address) => Object.values(acent).includes(address)),
    ).toEqual([]);

    const file = async (url: string) => {
      const answer = await store.app.inject({ method: 'GET', url });
      return { status: answer.statusCode, body: answer.json() };
    };
    for (const chainId of ['42', '0x2a', '0x2A']) {
      expect(await file(`/withdraw-contract.json?chainId=${chainId}`)).toMatchObject({
        status: 200,
        body: { contractName: 'Vault', chainId: 42, address: store.chains.l1b.contracts.vault },
      });
    }
    expect((await file('/acentToken.json?chainId=0x2a')).body).toMatchObject({
      address: store.chains.l1b.contracts.ace,
    });
    expect((await file('/dappx.json?chainId=42')).body).toMatchObject({
      address: store.chains.l1b.contracts.dappx,
    });
    // The Acent chain ids and no chain id at all keep the Acent contracts (the spec's paths as they were).
    for (const url of ['/contract.json', '/contract.json?chainId=0x22b8']) {
      expect((await file(url)).body).toMatchObject({ chainId: 8888, address: store.chains.contracts.vault });
    }
    expect(await file('/contract.json?chainId=1')).toEqual({
      status: 404,
      body: {
        code: 'NOT_FOUND',
        message: 'The store has no contracts on this network. Switch your wallet to the Acent network.',
      },
    });
    expect((await file('/contract.json?chainId=kovan')).status).toBe(400);
  });

  it("relays wallets' JSON-RPC to the demo chains but nothing that changes the node", async () => {
    const call = (method: string) =>
      store.app.inject({
        method: 'POST',
        url: '/rpc/l2',
        payload: { jsonrpc: '2.0', id: 1, method, params: [] },
      });
    expect((await call('eth_chainId')).json()).toMatchObject({ result: '0x34a1' });
    const second = await store.app.inject({
      method: 'POST',
      url: '/rpc/l1b',
      payload: { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] },
    });
    expect(second.json()).toMatchObject({ result: '0x2a' });
    const refused = await call('hardhat_setBalance');
    expect(refused.statusCode).toBe(400);
  });

  it('funds a newly registered demo account on chain', async () => {
    const address = privateKeyToAccount(generatePrivateKey()).address;
    const created = await store.app.inject({
      method: 'POST',
      url: '/users/createAccount',
      payload: { publicAddress: address, email_id: `${address.slice(2, 10)}@example.com` },
    });
    expect(created.statusCode).toBe(200);
    const l1 = createPublicClient({ transport: http(store.chains.l1.rpcUrl) });
    const l2 = createPublicClient({ transport: http(store.chains.l2.rpcUrl) });
    const ace = await l1.readContract({
      address: store.chains.contracts.ace,
      abi: demoTokenAbi,
      functionName: 'balanceOf',
      args: [address],
    });
    expect(ace).toBe(parseUnits('100000', 18));
    expect(await l2.getBalance({ address })).toBeGreaterThan(0n);
    // On the second L1 network too, so a demo wallet switched there can deposit.
    const testnetAce = await createPublicClient({ transport: http(store.chains.l1b.rpcUrl) }).readContract({
      address: store.chains.l1b.contracts.ace,
      abi: demoTokenAbi,
      functionName: 'balanceOf',
      args: [address],
    });
    expect(testnetAce).toBe(parseUnits('100000', 18));
  });
});

describe('a store without chains', () => {
  it('says on-chain calls are unavailable', async () => {
    const { createTestApp } = await import('./test-app');
    const store = await createTestApp();
    try {
      const answer = await store.app.inject({ method: 'GET', url: '/v1/chains' });
      expect(answer.statusCode).toBe(503);
      expect(answer.json().message).toBe(
        'Service is not available at the moment. Please try again later. Thank you.',
      );
    } finally {
      await store.close();
    }
  });
});
