import { demoTokenAbi } from '@dappx/contracts';
import {
  contractProofMessage,
  type AuditLogResponse,
  type ContractProofsResponse,
  type RankingsAppResponse,
  type RankingsTraceResponse,
} from '@dappx/shared';
import { createWalletClient, http, type Address, type PrivateKeyAccount } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listInCatalogue, onEthereum } from '../../../test/catalogue-apps';
import { createChainTestApp } from '../../../test/chain-test-app';
import { signInAsOperator } from '../../../test/operator-sign-in';
import { chainOf, newWallet, type ChainStore, type TestChain } from '../../../test/test-chain';
import { indexRankings, rankedChains } from '../rankings';
import { flagStaleProofs } from './stale';

describe('which contracts count in the ranked figures', () => {
  let store: ChainStore;
  let l1: TestChain;
  let owner: PrivateKeyAccount;
  let user: PrivateKeyAccount;
  let proven: Address;
  let unproven: Address;
  let editor: { headers: Record<string, string> };

  const deployOwnedToken = () => l1.deployTokenOwnedBy(owner, owner.address);

  /** One successful call of the user's to a contract: an approval, which any wallet may make. */
  async function useContract(address: Address) {
    const wallet = createWalletClient({ account: user, transport: http(store.chains.l1.rpcUrl) });
    const hash = await wallet.writeContract({
      address,
      abi: demoTokenAbi,
      functionName: 'approve',
      args: [owner.address, 1n],
      chain: null,
    });
    await l1.client.waitForTransactionReceipt({ hash });
  }

  const indexRound = () => {
    const chain = rankedChains(store.config.chains!).find((ranked) => ranked.chainId === l1.chainId)!;
    return indexRankings(store.db, store.config.chains!, chain, { afterRange: flagStaleProofs });
  };

  /** What the app's trace says of each contract's rows: counted, or why not. */
  async function countedByContract() {
    const trace = (
      await store.app.inject({ url: '/v1/rankings/count-app/transactions?window=24h' })
    ).json<RankingsTraceResponse>();
    const seen = new Map<string, string[]>();
    for (const row of trace.rows) {
      const verdicts = seen.get(row.to) ?? [];
      verdicts.push(row.counted ? 'counted' : row.not_counted!);
      seen.set(row.to, verdicts);
    }
    return {
      [proven.toLowerCase()]: seen.get(proven.toLowerCase()),
      [unproven.toLowerCase()]: seen.get(unproven.toLowerCase()),
    };
  }

  const contractsShown = async () =>
    (await store.app.inject({ url: '/v1/rankings/count-app' })).json<RankingsAppResponse>().contracts;

  const console = (url: string, payload: Record<string, unknown>) =>
    store.app.inject({ method: 'POST', url, payload, headers: editor.headers });

  const listing = () => ({ app: 'count-app', chain_id: l1.chainId, address: unproven });

  beforeAll(async () => {
    // Each read answers as the figures stand, not from the cache a busy page is served from.
    store = await createChainTestApp({ CATALOGUE_CACHE_MS: '0' });
    l1 = chainOf(store, 'l1');
    [owner, user] = [await newWallet(l1), await newWallet(l1)];
    [proven, unproven] = [await deployOwnedToken(), await deployOwnedToken()];
    await listInCatalogue(store.db, 'count-app', onEthereum([proven, unproven]), { name: 'Count app' });
    editor = await signInAsOperator(store.app, store.db, 'editor');
  });
  afterAll(() => store?.close());

  it('keeps an unproven contract’s rows, marked as such, and counts them once its team proves it', async () => {
    await useContract(proven);
    await useContract(unproven);
    await indexRound();
    expect(await countedByContract()).toEqual({
      [proven.toLowerCase()]: ['unproven'],
      [unproven.toLowerCase()]: ['unproven'],
    });
    expect((await contractsShown()).map((contract) => contract.counted)).toEqual([false, false]);

    const message = contractProofMessage({ app: 'count-app', chainId: l1.chainId, address: proven });
    const proof = await store.app.inject({
      method: 'POST',
      url: '/v1/contract-proofs',
      payload: { ...listing(), address: proven, signature: await owner.signMessage({ message }) },
    });
    expect(proof.statusCode).toBe(200);
    await indexRound();
    expect(await countedByContract()).toEqual({
      [proven.toLowerCase()]: ['counted'],
      [unproven.toLowerCase()]: ['unproven'],
    });
    const shown = await contractsShown();
    expect(shown.find((contract) => contract.address === proven.toLowerCase())).toMatchObject({
      counted: true,
      proof: { role: 'owner' },
    });
  });

  it('stops counting a contract whose proof the chain makes stale', async () => {
    await l1.transferOwnership(owner, proven, user.address);
    // The round that reads the transfer flags the proof; the next one counts by it.
    await indexRound();
    await indexRound();
    // The transfer of ownership is itself a transaction to the contract: neither counts now.
    expect((await countedByContract())[proven.toLowerCase()]).toEqual(['unproven', 'unproven']);
  });

  it('lets an editor count a contract without a proof, saying why, and take it back; both audited', async () => {
    const refused = await console('/admin/api/contracts/editor-additions', { ...listing(), reason: 'ok' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('Say why, in 3 to 500 characters');
    const reason = 'The team’s deployer key is lost; checked with them by mail.';
    const added = await console('/admin/api/contracts/editor-additions', { ...listing(), reason });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ added_by_editor: { reason }, proof: null });
    await indexRound();
    expect((await countedByContract())[unproven.toLowerCase()]).toEqual(['counted']);
    const publicView = (
      await store.app.inject({ url: '/v1/contract-proofs?app=count-app' })
    ).json<ContractProofsResponse>();
    expect(
      publicView.contracts.find((c) => c.address === unproven.toLowerCase())!.added_by_editor,
    ).toMatchObject({
      reason,
    });

    const removed = await console('/admin/api/contracts/editor-additions/remove', {
      ...listing(),
      reason: 'The team proved it after all.',
    });
    expect(removed.json()).toMatchObject({ added_by_editor: null });
    await indexRound();
    expect((await countedByContract())[unproven.toLowerCase()]).toEqual(['unproven']);
    const again = await console('/admin/api/contracts/editor-additions/remove', {
      ...listing(),
      reason: 'twice',
    });
    expect(again.statusCode).toBe(404);

    const log = (
      await store.app.inject({ url: '/admin/api/audit?action=contract.editor-add', headers: editor.headers })
    ).json<AuditLogResponse>();
    expect(log.entries[0]).toMatchObject({
      action: 'contract.editor-add',
      target: `count-app ${l1.chainId} ${unproven.toLowerCase()}`,
      after: { reason },
    });
  });

  it('refuses the console’s contract calls to an operator who is not an editor, and an unlisted contract', async () => {
    const support = await signInAsOperator(store.app, store.db, 'support');
    const answer = await store.app.inject({
      method: 'POST',
      url: '/admin/api/contracts/editor-additions',
      payload: { ...listing(), reason: 'Trying my luck.' },
      headers: support.headers,
    });
    expect(answer.statusCode).toBe(403);
    const unlisted = await console('/admin/api/contracts/editor-additions', {
      ...listing(),
      address: user.address,
      reason: 'Not listed at all.',
    });
    expect(unlisted.statusCode).toBe(404);
    expect(unlisted.json().message).toBe('This app does not list that contract on that chain.');
  });

  it('lists the console’s contracts by part of the address, in any case, a page at a time with the total', async () => {
    type Listed = { contracts: { app: string; address: string }[]; total: number };
    const list = async (query: string) =>
      (
        await store.app.inject({ url: `/admin/api/contracts?${query}`, headers: editor.headers })
      ).json() as Listed;
    const both = await list('app=count-app&limit=1');
    expect(both.total).toBe(2);
    expect(both.contracts).toHaveLength(1);
    expect((await list('app=count-app&limit=1&offset=1')).contracts).toHaveLength(1);
    const found = await list(`q=${unproven.slice(2, 30).toUpperCase()}`);
    expect(found).toEqual({
      total: 1,
      contracts: [expect.objectContaining({ app: 'count-app', address: unproven.toLowerCase() })],
    });
    expect((await list(`app=count-app&q=${user.address.slice(2, 30)}`)).total).toBe(0);
    const tooMany = await store.app.inject({
      url: '/admin/api/contracts?limit=101',
      headers: editor.headers,
    });
    expect(tooMany.statusCode).toBe(400);
  });

  it('takes a team’s signature entered in the console, checked like any, and audits who entered it', async () => {
    const message = contractProofMessage({ app: 'count-app', chainId: l1.chainId, address: unproven });
    const forged = await console('/admin/api/contracts/proofs', {
      ...listing(),
      signature: await user.signMessage({ message }),
    });
    expect(forged.statusCode).toBe(403);
    const entered = await console('/admin/api/contracts/proofs', {
      ...listing(),
      signature: await owner.signMessage({ message }),
    });
    expect(entered.json()).toMatchObject({ role: 'owner', signer: owner.address.toLowerCase() });
    const log = (
      await store.app.inject({ url: '/admin/api/audit?action=contract.prove', headers: editor.headers })
    ).json<AuditLogResponse>();
    expect(log.entries).toHaveLength(1);
    expect(log.entries[0]).toMatchObject({ target: `count-app ${l1.chainId} ${unproven.toLowerCase()}` });
  });
});
