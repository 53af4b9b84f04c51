import { reviewLanguages, reviewMessage, reviewSummaryLabel, type ReviewsResponse } from '@dappx/shared';
import { sql } from 'drizzle-orm';
import { recoverMessageAddress, type Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postReview, reviewHash, signedReview, useApp, type ReviewContent } from '../../../test/reviews';
import { signUp } from '../../../test/signed-in';
import { createTestApp } from '../../../test/test-app';

/** A small seeded generator, so a failing sequence can be played again from its seed. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  return {
    next,
    int: (below: number) => Math.floor(next() * below),
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!,
  };
}

type Wallet = Awaited<ReturnType<typeof signUp>> & { user: boolean; farm: boolean };
type Sent = { wallet: Wallet; body: Awaited<ReturnType<typeof signedReview>>; status: number };
type StoredRow = {
  id: string;
  wallet: string;
  rating: number;
  language: string;
  text: string;
  signed_at: Date;
  message: string;
  signature: string;
};

describe('reviews under random concurrent submits, edits, replays and reports', () => {
  let store: Awaited<ReturnType<typeof createTestApp>>;
  const app = 'model-app';
  const seed = Number(process.env.REVIEWS_MODEL_SEED ?? Date.now() % 100_000);

  beforeAll(async () => {
    store = await createTestApp({ SIGN_IN_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(() => store?.close());

  async function wallets(random: ReturnType<typeof generator>): Promise<Wallet[]> {
    const made: Wallet[] = [];
    for (let i = 0; i < 8; i++) {
      const user = i < 6;
      const farm = i === 5;
      const wallet = { ...(await signUp(store.app)), user, farm };
      if (user) await useApp(store.db, app, wallet.address, { farm, times: 1 + random.int(4) });
      made.push(wallet);
    }
    return made;
  }

  /** One wallet's move: a new or edited review signed at a random recent time, or a replay of an earlier one. */
  async function move(random: ReturnType<typeof generator>, wallet: Wallet, sent: Sent[]) {
    const earlier = sent.filter((each) => each.wallet === wallet);
    if (earlier.length > 0 && random.next() < 0.3) return random.pick(earlier).body;
    const content: ReviewContent = {
      rating: 1 + random.int(5),
      language: random.pick(reviewLanguages),
      text: `Review ${random.int(1e9)} of the model app.`,
    };
    const signedAt = new Date(Date.now() - random.int(300_000)).toISOString();
    return signedReview(wallet.wallet, app, content, { signedAt });
  }

  const storedRows = async () =>
    (await store.db.execute<StoredRow>(sql`SELECT * FROM reviews WHERE app_slug = ${app}`)).rows;

  it(`keeps one verifiable review per wallet, the newest accepted one, and a summary equal to a recount (seed ${seed})`, async () => {
    const random = generator(seed);
    const all = await wallets(random);
    const sent: Sent[] = [];
    let reportsAccepted = 0;
    for (let round = 0; round < 4; round++) {
      const bodies = await Promise.all(
        all.map(async (wallet) => ({ wallet, body: await move(random, wallet, sent) })),
      );
      const answers = await Promise.all(
        bodies.map(({ wallet, body }) => postReview(store.app, wallet.session, body)),
      );
      bodies.forEach((each, i) => sent.push({ ...each, status: answers[i]!.statusCode }));
      const ids = (await storedRows()).map((row) => Number(row.id));
      if (ids.length === 0) continue;
      const reports = await Promise.all(
        all.map((wallet) =>
          store.app.inject({
            method: 'POST',
            url: '/v1/reviews/reports',
            payload: { review_id: random.pick(ids), reason: 'spam' },
            headers: { 'session-id': wallet.session },
          }),
        ),
      );
      expect(reports.every((answer) => [200, 403, 409].includes(answer.statusCode))).toBe(true);
      reportsAccepted += reports.filter((answer) => answer.statusCode === 200).length;
    }

    expect(sent.every(({ status }) => [200, 409, 403].includes(status))).toBe(true);
    expect(sent.filter(({ wallet, status }) => !wallet.user && status === 200)).toEqual([]);
    const rows = await storedRows();
    expect(new Set(rows.map((row) => row.wallet)).size).toBe(rows.length);
    for (const row of rows) {
      const signedAt = row.message.split('\n').at(-1)!.replace('Signed at: ', '');
      expect(new Date(signedAt).getTime()).toBe(new Date(row.signed_at).getTime());
      const content = {
        rating: row.rating,
        language: row.language as ReviewContent['language'],
        text: row.text,
      };
      expect(row.message).toBe(
        reviewMessage({ app, wallet: row.wallet, hash: reviewHash(content), signedAt }),
      );
      expect(
        (
          await recoverMessageAddress({ message: row.message, signature: row.signature as Hex })
        ).toLowerCase(),
      ).toBe(row.wallet);
      // What stands is the newest accepted signature of that wallet: no refused request left a trace.
      const accepted = sent.filter(
        ({ wallet, status }) => status === 200 && wallet.address.toLowerCase() === row.wallet,
      );
      const newest = accepted.reduce((a, b) => (a.body.signed_at > b.body.signed_at ? a : b));
      expect(row.signature).toBe(newest.body.signature);
    }
    const wrote = new Set(
      sent.filter(({ status }) => status === 200).map(({ wallet }) => wallet.address.toLowerCase()),
    );
    expect(new Set(rows.map((row) => row.wallet))).toEqual(wrote);
    const { rows: reports } = await store.db.execute<{ n: string }>(
      sql`SELECT count(*) AS n FROM review_reports`,
    );
    expect(Number(reports[0]!.n)).toBe(reportsAccepted);

    const farmers = new Set(
      all.filter((wallet) => wallet.farm).map((wallet) => wallet.address.toLowerCase()),
    );
    const counted = rows.filter((row) => !farmers.has(row.wallet));
    const positive = counted.filter((row) => row.rating >= 4).length;
    const shown = (
      await store.app.inject({ url: `/v1/reviews?app=${app}&limit=50` })
    ).json<ReviewsResponse>();
    expect(shown.total).toBe(rows.length);
    expect(shown.overall).toEqual({
      label: reviewSummaryLabel(positive, counted.length),
      positive,
      total: counted.length,
    });
    expect(shown.reviews.filter((review) => !review.counted).map((review) => review.wallet)).toEqual(
      rows.filter((row) => farmers.has(row.wallet)).map((row) => row.wallet),
    );
  });
});
