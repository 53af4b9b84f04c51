import {
  demoRewardsAbi,
  demoRewardsBytecode,
  demoRewardsProxyAbi,
  demoRewardsProxyBytecode,
  demoRewardsTransparentProxyAbi,
  demoRewardsTransparentProxyBytecode,
  demoTokenAbi,
  demoTokenBytecode,
} from '@dappx/contracts';
import { contractProofMessage, privilegedFunctions, type ContractSafetyResponse } from '@dappx/shared';
import { sql } from 'drizzle-orm';
import {
  createWalletClient,
  encodeFunctionData,
  http,
  parseAbi,
  parseEventLogs,
  toFunctionSelector,
  type Abi,
  type Address,
  type Hex,
  type PrivateKeyAccount,
} from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listInCatalogue, onEthereum } from '../../../test/catalogue-apps';
import { createChainTestApp } from '../../../test/chain-test-app';
import { chainOf, newWallet, type ChainStore, type TestChain } from '../../../test/test-chain';
import { indexRankings, rankedChains } from '../rankings';
import { privilegedSelectorsIn } from './controllers';
import { contractSafetyHook } from './refresh';

const proxyAdminAbi = parseAbi([
  'function upgradeAndCall(address proxy, address implementation, bytes data) payable',
]);
const adminChangedAbi = parseAbi(['event AdminChanged(address previousAdmin, address newAdmin)']);

describe('the privileged functions found in a contract’s code', () => {
  it('names each function of the published list by its true selector', () => {
    for (const fn of privilegedFunctions)
      expect(fn.selector, fn.signature).toBe(toFunctionSelector(`function ${fn.signature}`));
  });

  it('finds the selectors a PUSH4 pushes, never bytes inside another PUSH’s data', () => {
    // PUSH4 mint; PUSH32 whose data holds pause()'s bytes; PUSH4 of no listed function; PUSH4 renounceOwnership().
    const code: Hex = `0x6340c10f19${'7f'}8456cb59${'00'.repeat(28)}6312345678${'63'}715018a6${'00'}`;
    expect(privilegedSelectorsIn(code)).toEqual(['0x40c10f19', '0x715018a6']);
    // A PUSH4 cut short by the end of the code pushes nothing whole.
    expect(privilegedSelectorsIn('0x638456cb')).toEqual([]);
  });
});

describe('contract safety read from the chain', () => {
  let store: ChainStore;
  let l1: TestChain;
  let studio: PrivateKeyAccount;
  let stranger: PrivateKeyAccount;

  const walletOf = (account: PrivateKeyAccount) =>
    createWalletClient({ account, transport: http(store.chains.l1.rpcUrl) });

  async function deployed(abi: Abi, bytecode: Hex, args: unknown[], account = studio) {
    const hash = await walletOf(account).deployContract({ abi, bytecode, args, chain: null });
    return l1.client.waitForTransactionReceipt({ hash });
  }
  const tokenOwnedBy = async (owner: Address) =>
    (await deployed(demoTokenAbi, demoTokenBytecode, ['Points', 'PTS', owner])).contractAddress!;

  async function send(address: Address, abi: Abi, functionName: string, args: unknown[], account = studio) {
    const hash = await walletOf(account).writeContract({ address, abi, functionName, args, chain: null });
    return l1.client.waitForTransactionReceipt({ hash });
  }

  const listApp = (slug: string, contracts: Address[]) =>
    listInCatalogue(store.db, slug, onEthereum(contracts));

  /** Indexer rounds, each over a new block, with the safety hook, until every listed contract is read. */
  async function indexUntilRead(app: string) {
    const chain = rankedChains(store.config.chains!).find((ranked) => ranked.chainId === l1.chainId)!;
    for (let round = 0; round < 10; round++) {
      await store.mine('l1');
      await indexRankings(store.db, store.config.chains!, chain, {
        afterRange: contractSafetyHook(store.config.chains!),
      });
      const answer = await safetyOf(app);
      if (answer.summary.unread === 0) return answer;
    }
    throw new Error(`${app}: contracts still unread`);
  }

  const safetyOf = async (app: string) =>
    (await store.app.inject({ url: `/v1/contract-safety?app=${app}` })).json<ContractSafetyResponse>();
  const factsOf = (answer: ContractSafetyResponse, address: Address) =>
    answer.contracts.find((contract) => contract.address === address.toLowerCase())!.facts!;

  beforeAll(async () => {
    store = await createChainTestApp();
    l1 = chainOf(store, 'l1');
    [studio, stranger] = [await newWallet(l1), await newWallet(l1)];
  });
  afterAll(() => store?.close());

  it('tells who owns a token: a wallet, nobody once renounced, a contract; with its age and what its owner can do', async () => {
    const receipt = await deployed(demoTokenAbi, demoTokenBytecode, ['Points', 'PTS', studio.address]);
    const walletOwned = receipt.contractAddress!;
    const renounced = await tokenOwnedBy(studio.address);
    await send(renounced, demoTokenAbi, 'renounceOwnership', []);
    const contractOwned = await tokenOwnedBy(walletOwned);
    await listApp('points-app', [walletOwned, renounced, contractOwned]);

    const answer = await indexUntilRead('points-app');
    const block = await l1.client.getBlock({ blockNumber: receipt.blockNumber });
    expect(factsOf(answer, walletOwned)).toMatchObject({
      has_code: true,
      creation_block: receipt.blockNumber.toString(),
      created_at: new Date(Number(block.timestamp) * 1000).toISOString(),
      proxy: { kind: 'none', implementation: null, upgrader: { kind: 'nobody' } },
      owner: { kind: 'wallet', address: studio.address.toLowerCase() },
      privileged: ['0x40c10f19', '0xf2fde38b', '0x715018a6'],
    });
    expect(factsOf(answer, renounced).owner).toEqual({ kind: 'nobody', address: null });
    expect(factsOf(answer, contractOwned).owner).toEqual({
      kind: 'contract',
      address: walletOwned.toLowerCase(),
    });
    expect(answer.summary).toEqual({
      contracts: 3,
      proven: 0,
      unread: 0,
      upgradeable: 0,
      upgradeable_by_wallet: 0,
      owned_by_wallet: 1,
    });
  });

  it('reads an EIP-1967 proxy’s implementation, who can upgrade it and its last upgrade, and again once the indexer sees it upgraded', async () => {
    const implementation = (await deployed(demoRewardsAbi, demoRewardsBytecode, [])).contractAddress!;
    const initialize = encodeFunctionData({
      abi: demoRewardsAbi,
      functionName: 'initialize',
      args: [studio.address],
    });
    const uups = await deployed(demoRewardsProxyAbi, demoRewardsProxyBytecode, [implementation, initialize]);
    const transparent = await deployed(demoRewardsTransparentProxyAbi, demoRewardsTransparentProxyBytecode, [
      implementation,
      stranger.address,
      initialize,
    ]);
    const proxyAdmin = parseEventLogs({ abi: adminChangedAbi, logs: transparent.logs })[0]!.args.newAdmin;
    await listApp('rewards-app', [uups.contractAddress!, transparent.contractAddress!]);

    const first = await indexUntilRead('rewards-app');
    expect(factsOf(first, uups.contractAddress!).proxy).toEqual({
      kind: 'eip1967',
      implementation: implementation.toLowerCase(),
      // UUPS: no admin; the implementation's code lets its owner, a wallet, upgrade.
      upgrader: { kind: 'wallet', address: studio.address.toLowerCase() },
      upgraded_block: uups.blockNumber.toString(),
      upgraded_at: expect.any(String),
    });
    // The implementation's functions, not the proxy's.
    expect(factsOf(first, uups.contractAddress!).privileged).toEqual(
      expect.arrayContaining(['0x8456cb59', '0x3f4ba83a', '0x4f1ef286', '0x69fe0e2d', '0xf2fde38b']),
    );
    expect(factsOf(first, transparent.contractAddress!).proxy.upgrader).toEqual({
      kind: 'contract',
      address: proxyAdmin.toLowerCase(),
    });
    expect(first.summary).toMatchObject({ upgradeable: 2, upgradeable_by_wallet: 1, owned_by_wallet: 2 });

    // An upgrade of each: the indexer's next round reads them again.
    const next = (await deployed(demoRewardsAbi, demoRewardsBytecode, [])).contractAddress!;
    const upgrade = await send(uups.contractAddress!, demoRewardsAbi, 'upgradeToAndCall', [next, '0x']);
    await send(
      proxyAdmin,
      proxyAdminAbi,
      'upgradeAndCall',
      [transparent.contractAddress!, next, '0x'],
      stranger,
    );
    const chain = rankedChains(store.config.chains!).find((ranked) => ranked.chainId === l1.chainId)!;
    await indexRankings(store.db, store.config.chains!, chain, {
      afterRange: contractSafetyHook(store.config.chains!),
    });
    const after = await safetyOf('rewards-app');
    expect(factsOf(after, uups.contractAddress!).proxy).toMatchObject({
      implementation: next.toLowerCase(),
      upgraded_block: upgrade.blockNumber.toString(),
    });
    expect(factsOf(after, transparent.contractAddress!).proxy.implementation).toBe(next.toLowerCase());
  });

  it('reads an EIP-1167 clone: the code it runs, fixed, with that code’s privileged functions', async () => {
    const target = await tokenOwnedBy(studio.address);
    const runtime = `363d3d373d3d3d363d73${target.slice(2).toLowerCase()}5af43d82803e903d91602b57fd5bf3`;
    const hash = await walletOf(studio).sendTransaction({
      data: `0x3d602d80600a3d3981f3${runtime}`,
      chain: null,
    });
    const clone = (await l1.client.waitForTransactionReceipt({ hash })).contractAddress!;
    await listApp('clone-app', [clone]);
    const facts = factsOf(await indexUntilRead('clone-app'), clone);
    expect(facts.proxy).toEqual({
      kind: 'eip1167',
      implementation: target.toLowerCase(),
      upgrader: { kind: 'nobody', address: null },
      upgraded_block: null,
      upgraded_at: null,
    });
    // The clone's own storage has no owner set.
    expect(facts.owner).toEqual({ kind: 'nobody', address: null });
    expect(facts.privileged).toContain('0x40c10f19');
  });

  it('names the team’s proof, says a contract not read yet is unread, and refuses a bad app, changing nothing', async () => {
    const token = await tokenOwnedBy(studio.address);
    await listApp('proven-app', [token]);
    const unread = await safetyOf('proven-app');
    expect(unread.contracts).toEqual([
      { chain_id: l1.chainId, address: token.toLowerCase(), facts: null, proof: null },
    ]);
    expect(unread.summary).toMatchObject({ contracts: 1, unread: 1 });

    const signature = await studio.signMessage({
      message: contractProofMessage({ app: 'proven-app', chainId: l1.chainId, address: token }),
    });
    const proof = await store.app.inject({
      method: 'POST',
      url: '/v1/contract-proofs',
      payload: { app: 'proven-app', chain_id: l1.chainId, address: token, signature },
    });
    expect(proof.statusCode).toBe(200);
    const read = await indexUntilRead('proven-app');
    expect(read.contracts[0]!.proof).toEqual({ role: 'owner', signer: studio.address.toLowerCase() });
    expect(read.summary).toMatchObject({ contracts: 1, proven: 1, unread: 0 });

    const count = async () =>
      (await store.db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM contract_safety`)).rows[0]!.n;
    const before = await count();
    const bad = await store.app.inject({ url: '/v1/contract-safety?app=Not%20a%20slug' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/must be an app’s slug/);
    expect(await count()).toBe(before);
    expect((await safetyOf('no-such-app')).contracts).toEqual([]);
  });
});
