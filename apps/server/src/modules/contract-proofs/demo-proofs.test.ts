import { demoTokenAbi, demoTokenBytecode } from '@dappx/contracts';
import { sql } from 'drizzle-orm';
import { createWalletClient, http } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listInCatalogue, onEthereum } from '../../../test/catalogue-apps';
import { createChainTestApp } from '../../../test/chain-test-app';
import { chainOf, newWallet, type ChainStore } from '../../../test/test-chain';
import { proveDemoContracts } from './demo-proofs';

describe("the demo's own proofs", () => {
  let store: ChainStore;

  const listApp = (slug: string, addresses: string[]) =>
    listInCatalogue(store.db, slug, onEthereum(addresses));

  beforeAll(async () => {
    store = await createChainTestApp();
  });
  afterAll(() => store?.close());

  it('proves what the demo owner deployed through the same check, and refuses what it did not', async () => {
    const l1 = chainOf(store, 'l1');
    await listApp('studio-app', [await l1.deployToken(), await l1.deployToken()]);
    expect(
      await proveDemoContracts(store.db, store.config.chains!, store.chains.keys.owner, ['studio-app']),
    ).toBe(2);
    const { rows } = await store.db.execute<{ role: string }>(
      sql`SELECT role FROM contract_proofs WHERE app_slug = 'studio-app'`,
    );
    expect(rows.map((row) => row.role)).toEqual(['owner', 'owner']);

    // Listed under the demo, but deployed and owned by someone else: the demo key proves nothing.
    const someone = await newWallet(l1);
    const hash = await createWalletClient({
      account: someone,
      transport: http(store.chains.l1.rpcUrl),
    }).deployContract({
      abi: demoTokenAbi,
      bytecode: demoTokenBytecode,
      args: ['Theirs', 'THR', someone.address],
      chain: null,
    });
    const theirs = (await l1.client.waitForTransactionReceipt({ hash })).contractAddress!;
    await listApp('their-app', [theirs]);
    await expect(
      proveDemoContracts(store.db, store.config.chains!, store.chains.keys.owner, ['their-app']),
    ).rejects.toThrow('The signature is not from this contract’s deployer');
  });
});
