import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { zeroAddress } from 'viem';
import { generatePrivateKey } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase } from '../../db/embedded-postgres';
import type { ChainEndpoint, ChainsConfig } from '../../lib/chains-config';
import { getPort } from '../../lib/free-port';
import { createTestApp } from '../../../test/test-app';
import { readinessCacheMs } from './routes';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Chains at these RPC addresses; nothing but the addresses and ids matters to readiness. */
function chainsAt(l1: ChainEndpoint, l2: ChainEndpoint): ChainsConfig {
  return {
    l1,
    l2,
    contracts: { ace: zeroAddress, dappx: zeroAddress, vault: zeroAddress, ethBridge: zeroAddress },
    l1Networks: [
      {
        ...l1,
        name: 'Acent',
        currencySymbol: 'ACE',
        contracts: { ace: zeroAddress, dappx: zeroAddress, vault: zeroAddress },
        depositConfirmations: 2,
      },
    ],
    withdrawSignerKey: generatePrivateKey(),
    marketplaceMinterKey: generatePrivateKey(),
    marketplaceAdminAddress: zeroAddress,
    marketplaceAdminKey: undefined,
    bridgeRelayerKey: undefined,
    depositConfirmations: 2,
    pollMs: 2000,
    withdrawVoucherTtlMs: 3_600_000,
    orderTtlMs: 900_000,
    demo: false,
    demoOwnerKey: undefined,
  };
}

/** A chain's RPC that answers eth_chainId with `chainId` and counts the calls it gets. */
async function fakeRpc(chainId: number) {
  let calls = 0;
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      calls += 1;
      const { id } = JSON.parse(body) as { id: number };
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ jsonrpc: '2.0', id, result: `0x${chainId.toString(16)}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const rpcUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/key/secret-provider-key`;
  return {
    endpoint: { chainId, rpcUrl, publicRpcUrl: rpcUrl },
    calls: () => calls,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe('health and readiness', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('/healthz answers while the process runs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('/readyz is ready once the database answers and the newest migration is applied', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', database: true, migrations: true });
  });

  it('/readyz is not ready on a reachable database without our migrations', async () => {
    const emptyUrl = await createDatabase(inject('pgAdminUrl'), `empty_${randomBytes(6).toString('hex')}`);
    const bare = await createTestApp({}, emptyUrl);
    try {
      const response = await bare.app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        message: 'Not ready: the newest database migration is not applied.',
        code: 'UNAVAILABLE',
      });
    } finally {
      await bare.close();
    }
  });
});

describe('readiness with chains configured', () => {
  it('is ready while both chains answer, and names the chain that stops answering', async () => {
    const l1 = await fakeRpc(8888);
    const l2 = await fakeRpc(13473);
    const t = await createTestApp({}, undefined, (config) => {
      config.chains = chainsAt(l1.endpoint, l2.endpoint);
    });
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({
        status: 'ready',
        database: true,
        migrations: true,
        chains: { l1: true, l2: true },
      });

      // A crowd of probes costs each chain one call per cache period.
      await Promise.all(Array.from({ length: 20 }, () => t.app.inject({ method: 'GET', url: '/readyz' })));
      expect(l1.calls()).toBe(1);
      expect(l2.calls()).toBe(1);

      await l1.close();
      await sleep(readinessCacheMs + 100);
      const down = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({
        message: 'Not ready: chain L1 RPC is unreachable.',
        code: 'UNAVAILABLE',
      });
      expect(down.body).not.toContain('secret-provider-key');
    } finally {
      await t.close();
      await l1.close();
      await l2.close();
    }
  });

  it('is not ready when a configured chain RPC is dead or answers for another chain', async () => {
    const dead = `http://127.0.0.1:${await getPort()}`;
    const wrong = await fakeRpc(1);
    const t = await createTestApp({}, undefined, (config) => {
      config.chains = chainsAt(
        { chainId: 8888, rpcUrl: dead, publicRpcUrl: dead },
        { ...wrong.endpoint, chainId: 13473 },
      );
    });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        message: 'Not ready: chain L1 RPC is unreachable; chain L2 RPC answers for chain id 1, not 13473.',
        code: 'UNAVAILABLE',
      });
    } finally {
      await t.close();
      await wrong.close();
    }
  });
});
