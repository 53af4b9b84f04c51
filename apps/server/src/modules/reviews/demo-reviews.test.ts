import { reviewMessage, type ReviewsResponse } from '@dappx/shared';
import { sql } from 'drizzle-orm';
import { keccak256, recoverMessageAddress, stringToBytes, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChainTestApp } from '../../../test/chain-test-app';
import type { ChainStore } from '../../../test/test-chain';
import { attachDemoContracts, demoDappApps } from '../catalogue';
import { proveDemoContracts } from '../contract-proofs';
import { indexRankings, rankedChains } from '../rankings';
import { seedDemoReviews } from './demo-reviews';

/** The demo's start as main.ts plays it: the history, its listing and proofs, the indexer, then the reviews. */
describe('the demo’s reviews', () => {
  let store: ChainStore;
  let apps: string[];

  beforeAll(async () => {
    store = await createChainTestApp({ CATALOGUE_CACHE_MS: '0' }, { history: { days: 3 } });
    const { l1, l2 } = store.chains;
    apps = await attachDemoContracts(store.db, { l1, l2 }, { dapps: store.chains.dapps, collections: [] });
    await proveDemoContracts(store.db, store.config.chains!, store.chains.keys.owner, apps);
  }, 600_000);
  afterAll(() => store?.close());

  const seed = (reviewers = store.chains.reviewers) =>
    seedDemoReviews(store.db, {
      reviewers,
      appOf: demoDappApps,
      studioKey: store.chains.keys.owner,
    });
  const reviewsOf = async (app: string) =>
    (await store.app.inject({ url: `/v1/reviews?app=${app}&limit=50` })).json<ReviewsResponse>();

  it('waits for the indexer, then has each demo dapp’s users review it, signed with their keys', async () => {
    const before = await seed();
    expect(before).toBeGreaterThan(0);
    expect(
      Number((await store.db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM reviews`)).rows[0]!.n),
    ).toBe(0);
    for (let round = 0; round < 20; round++)
      for (const chain of rankedChains(store.config.chains!))
        await indexRankings(store.db, store.config.chains!, chain);
    // A short history: a few of the regulars may not have come by yet, and the round goes on waiting for them.
    expect(await seed()).toBeLessThan(before);

    const reviewed = [...new Set(store.chains.dapps.map((dapp) => demoDappApps[dapp.id]!))];
    const languages = new Set<string>();
    for (const app of reviewed) {
      const { reviews, overall } = await reviewsOf(app);
      expect(reviews.length, app).toBeGreaterThanOrEqual(2);
      for (const review of reviews) {
        languages.add(review.language);
        expect(review.use.transactions).toBeGreaterThan(0);
        const recovered = await recoverMessageAddress({
          message: review.message,
          signature: review.signature as Hex,
        });
        expect(recovered.toLowerCase()).toBe(review.wallet);
        const signedAt = review.message.split('\n').at(-1)!.replace('Signed at: ', '');
        const hash = keccak256(
          stringToBytes([`Rating: ${review.rating}`, `Language: ${review.language}`, review.text].join('\n')),
        );
        expect(review.message).toBe(reviewMessage({ app, wallet: review.wallet, hash, signedAt }));
      }
      // The studio proved the dapps it deployed: it replies for the team.
      expect(reviews.filter((review) => review.reply).map((review) => review.reply!.signer)).toEqual([
        privateKeyToAccount(store.chains.keys.owner).address.toLowerCase(),
      ]);
      expect(overall.total).toBe(reviews.filter((review) => review.counted).length);
    }
    expect(languages).toEqual(new Set(['en', 'es', 'pt']));

    // The farm's wallet reviewed the game it farmed: shown, not counted.
    const farmed = demoDappApps[store.chains.history!.walletFarm.dapp]!;
    const farmWallets = store.chains.history!.walletFarm.wallets.map((wallet) => wallet.toLowerCase());
    const farmReviews = (await reviewsOf(farmed)).reviews.filter((review) =>
      farmWallets.includes(review.wallet),
    );
    expect(farmReviews).toHaveLength(1);
    expect(farmReviews[0]!.counted).toBe(false);

    // Again (a second round, a restart with the same chains): nothing more.
    const count = async () =>
      Number((await store.db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM reviews`)).rows[0]!.n);
    const written = await count();
    await seed();
    expect(await count()).toBe(written);
    // Whichever of the farm's two wallets wrote, a round that meets the other one first writes nothing.
    for (const reviewers of [store.chains.reviewers, [...store.chains.reviewers].reverse()])
      await seed(reviewers);
    expect(await count()).toBe(written);
  }, 600_000);
});
