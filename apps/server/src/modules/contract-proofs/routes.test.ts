import { contractProofMessage, type ContractProofsResponse, type RankingsAppResponse } from '@dappx/shared';
import { sql } from 'drizzle-orm';
import type { Address, PrivateKeyAccount } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listInCatalogue, onEthereum } from '../../../test/catalogue-apps';
import { createChainTestApp } from '../../../test/chain-test-app';
import { chainOf, newWallet, type ChainStore, type TestChain } from '../../../test/test-chain';
import { indexRankings, rankedChains } from '../rankings';
import { flagStaleProofs } from './stale';

describe('contracts proven by their teams', () => {
  let store: ChainStore;
  let l1: TestChain;
  let deployer: PrivateKeyAccount;
  let owner: PrivateKeyAccount;
  let stranger: PrivateKeyAccount;
  let token: Address;
  let other: Address;

  /** A token deployed by one wallet and owned by another, as a studio's deployer key and multisig. */
  const deployOwnedToken = () => l1.deployTokenOwnedBy(deployer, owner.address);

  const listApp = (slug: string, contracts: Address[]) =>
    listInCatalogue(store.db, slug, onEthereum(contracts));

  const sign = (account: PrivateKeyAccount, app: string, address: Address, chainId = l1.chainId) =>
    account.signMessage({ message: contractProofMessage({ app, chainId, address }) });

  const prove = (body: Record<string, unknown>) =>
    store.app.inject({ method: 'POST', url: '/v1/contract-proofs', payload: body });

  /** A proof signed by `account` for exactly the listing it is sent for. */
  const proveAs = async (account: PrivateKeyAccount, app: string, address: Address, chainId = l1.chainId) =>
    prove({ app, chain_id: chainId, address, signature: await sign(account, app, address, chainId) });

  const proofsOf = async (app: string) =>
    (await store.app.inject({ url: `/v1/contract-proofs?app=${app}` })).json<ContractProofsResponse>();

  beforeAll(async () => {
    store = await createChainTestApp();
    l1 = chainOf(store, 'l1');
    [deployer, owner, stranger] = [await newWallet(l1), await newWallet(l1), await newWallet(l1)];
    token = await deployOwnedToken();
    other = await deployOwnedToken();
    await listApp('team-app', [token, other]);
    await listApp('rival-app', [token]);
  });
  afterAll(() => store?.close());

  it('takes a proof from the deployer and one from owner(), each checked on the chain and kept with its signature', async () => {
    const byDeployer = await proveAs(deployer, 'rival-app', token);
    expect(byDeployer.statusCode).toBe(200);
    expect(byDeployer.json()).toMatchObject({ role: 'deployer', signer: deployer.address.toLowerCase() });

    const signature = await sign(owner, 'team-app', token);
    const byOwner = await prove({ app: 'team-app', chain_id: l1.chainId, address: token, signature });
    expect(byOwner.statusCode).toBe(200);
    expect(byOwner.json()).toMatchObject({
      role: 'owner',
      signer: owner.address.toLowerCase(),
      stale_since: null,
    });

    // Anyone can check it again from what the store shows: the message and the signature.
    const { contracts } = await proofsOf('team-app');
    const shown = contracts.find((contract) => contract.address === token.toLowerCase())!;
    expect(shown.proof).toMatchObject({
      signature,
      message: contractProofMessage({ app: 'team-app', chainId: l1.chainId, address: token }),
    });
    expect(await owner.signMessage({ message: shown.proof!.message })).toBe(shown.proof!.signature);
    // The other contract has no proof yet: it shows as such.
    expect(contracts.find((contract) => contract.address === other.toLowerCase())!.proof).toBeNull();
  });

  it('refuses a stranger’s signature, and one made for another app or another contract, changing nothing', async () => {
    const before = await proofsOf('team-app');
    const refusals = [
      { signature: await sign(stranger, 'team-app', other), address: other },
      { signature: await sign(owner, 'rival-app', other), address: other },
      { signature: await sign(owner, 'team-app', token), address: other },
    ];
    for (const { signature, address } of refusals) {
      const answer = await prove({ app: 'team-app', chain_id: l1.chainId, address, signature });
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({
        code: 'PROOF_REFUSED',
        message:
          'The signature is not from this contract’s deployer, its owner() or its EIP-1967 admin, so it proves nothing.',
      });
    }
    expect(await proofsOf('team-app')).toEqual(before);
  });

  it('refuses a contract the app does not list, a chain it is not on, and what is no signature', async () => {
    const unlisted = await proveAs(owner, 'rival-app', other);
    expect(unlisted.statusCode).toBe(404);
    expect(unlisted.json().message).toBe('This app does not list that contract on that chain.');
    const otherChain = await proveAs(owner, 'team-app', token, store.chains.l2.chainId);
    expect(otherChain.statusCode).toBe(404);
    const garbled = await prove({
      app: 'team-app',
      chain_id: l1.chainId,
      address: token,
      signature: `0x${'1'.repeat(130)}`,
    });
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json().message).toBe('This is not a wallet signature (65 bytes, 0x and 130 hex digits).');
  });

  it('keeps one proof per listing however often a signature is sent again', async () => {
    const signature = await sign(owner, 'team-app', other);
    const answers = await Promise.all(
      [1, 2, 3].map(() => prove({ app: 'team-app', chain_id: l1.chainId, address: other, signature })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const { rows } = await store.db.execute<{ count: string }>(
      sql`SELECT count(*) FROM contract_proofs WHERE app_slug = 'team-app' AND address = ${other.toLowerCase()}`,
    );
    expect(Number(rows[0]!.count)).toBe(1);
  });

  it('flags a proof made stale by an ownership transfer when the indexer reads it; a deployer’s proof stands', async () => {
    const chain = rankedChains(store.config.chains!).find((ranked) => ranked.chainId === l1.chainId)!;
    await indexRankings(store.db, store.config.chains!, chain, { afterRange: flagStaleProofs });
    await l1.transferOwnership(owner, token, stranger.address);
    const proofOf = async (app: string) =>
      (await proofsOf(app)).contracts.find((contract) => contract.address === token.toLowerCase())!.proof!;
    expect((await proofOf('team-app')).stale_since).toBeNull();

    await indexRankings(store.db, store.config.chains!, chain, { afterRange: flagStaleProofs });
    expect((await proofOf('team-app')).stale_since).not.toBeNull();
    // The app's rankings name each contract's proof: current, out of date, or none.
    const ranked = (await store.app.inject({ url: '/v1/rankings/team-app' })).json<RankingsAppResponse>();
    expect(ranked.contracts.find((c) => c.address === token.toLowerCase())!.proof).toMatchObject({
      role: 'owner',
      signer: owner.address.toLowerCase(),
      stale_since: expect.any(String),
    });
    expect(ranked.contracts.find((c) => c.address === other.toLowerCase())!.proof).toMatchObject({
      stale_since: null,
    });
    expect((await proofOf('rival-app')).stale_since).toBeNull();
    // The untouched contract keeps its proof too.
    const untouched = (await proofsOf('team-app')).contracts.find((c) => c.address === other.toLowerCase())!;
    expect(untouched.proof!.stale_since).toBeNull();

    // The new owner proves it again: current once more.
    const again = await proveAs(stranger, 'team-app', token);
    expect(again.json()).toMatchObject({ role: 'owner', stale_since: null });
  });
});
