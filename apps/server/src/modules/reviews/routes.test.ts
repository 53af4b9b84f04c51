import type { Review, ReviewsResponse } from '@dappx/shared';
import { reviewTexts, translateServerText } from '@dappx/shared';
import { sql } from 'drizzle-orm';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  highS,
  postReview,
  proofOf,
  signedReply,
  signedReview,
  useApp,
  type ReviewContent,
} from '../../../test/reviews';
import { signUp } from '../../../test/signed-in';
import { createTestApp } from '../../../test/test-app';

const good: ReviewContent = { rating: 5, language: 'en', text: 'Swaps went through fast and cheap.' };
const minutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();

describe('reviews from wallets that used the app', () => {
  let store: Awaited<ReturnType<typeof createTestApp>>;
  const app = 'review-app';

  /** A signed-in wallet the indexer counted among `app`'s users (unless told otherwise). */
  async function user(options: { uses?: boolean; farm?: boolean; on?: string } = {}) {
    const signedIn = await signUp(store.app);
    if (options.uses !== false)
      await useApp(store.db, options.on ?? app, signedIn.address, { farm: options.farm ?? false });
    return signedIn;
  }

  const reviewsOf = async (slug: string, session?: string) =>
    (
      await store.app.inject({
        url: `/v1/reviews?app=${slug}&limit=50`,
        headers: session ? { 'session-id': session } : {},
      })
    ).json<ReviewsResponse>();

  const storedCount = async () =>
    Number((await store.db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM reviews`)).rows[0]!.n);

  beforeAll(async () => {
    store = await createTestApp({ SIGN_IN_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(() => store?.close());

  it('refuses a wallet the indexer did not count among the app’s users, saying why', async () => {
    const stranger = await user({ uses: false });
    const eligibility = await store.app.inject({
      url: `/v1/reviews/eligibility?app=${app}`,
      headers: { 'session-id': stranger.session },
    });
    expect(eligibility.json()).toMatchObject({
      eligible: false,
      reason: reviewTexts.notUser,
      use: { transactions: 0, since: null },
    });
    const inSpanish = await store.app.inject({
      url: `/v1/reviews/eligibility?app=${app}`,
      headers: { 'session-id': stranger.session, 'accept-language': 'es' },
    });
    expect(inSpanish.json<{ reason: string }>().reason).toBe(translateServerText(reviewTexts.notUser, 'es'));
    expect(inSpanish.json<{ reason: string }>().reason).not.toBe(reviewTexts.notUser);
    const before = await storedCount();
    const answer = await postReview(
      store.app,
      stranger.session,
      await signedReview(stranger.wallet, app, good),
    );
    expect(answer.statusCode).toBe(403);
    expect(answer.json().message).toMatch(/^Only wallets that used this app in the last 90 days/);
    // A user of another app is no user of this one; nor is one counted more than 90 days ago.
    const elsewhere = await user({ on: 'other-app' });
    const old = await user({ uses: false });
    await useApp(store.db, app, old.address, { daysAgo: 120, times: 2 });
    for (const wallet of [elsewhere, old]) {
      const refused = await postReview(
        store.app,
        wallet.session,
        await signedReview(wallet.wallet, app, good),
      );
      expect(refused.statusCode).toBe(403);
    }
    expect(await storedCount()).toBe(before);
  });

  it('takes a user’s signed review, shown with its signature and the author’s use', async () => {
    const author = await user();
    const eligibility = await store.app.inject({
      url: `/v1/reviews/eligibility?app=${app}`,
      headers: { 'session-id': author.session },
    });
    expect(eligibility.json()).toMatchObject({ eligible: true, reason: null, use: { transactions: 3 } });
    const body = await signedReview(author.wallet, app, good);
    const answer = await postReview(store.app, author.session, body);
    expect(answer.statusCode).toBe(200);
    const saved = answer.json<Review>();
    expect(saved).toMatchObject({
      app,
      wallet: author.address.toLowerCase(),
      rating: 5,
      text: good.text,
      signature: body.signature,
      edited_at: null,
      counted: true,
      hidden: null,
      reply: null,
      use: { transactions: 3, since: expect.any(String) },
    });
    // Anyone can check it from what the store shows.
    expect(await author.wallet.signMessage({ message: saved.message })).toBe(saved.signature);
    const shown = await reviewsOf(app);
    expect(shown.reviews.map((review) => review.id)).toContain(saved.id);
  });

  it('refuses a forged signature: another key, tampered text, another app, another wallet, or a stale time', async () => {
    const author = await user();
    const other = privateKeyToAccount(generatePrivateKey());
    const before = await storedCount();
    const signed = await signedReview(author.wallet, app, good);
    const refusals = [
      await signedReview(other, app, good, { wallet: author.address }),
      { ...signed, text: 'Swaps went through slow and dear.' },
      { ...signed, rating: 1 },
      await signedReview(author.wallet, app, good, { signedApp: 'other-app' }),
      { ...signed, signature: highS(signed.signature) },
    ];
    for (const body of refusals) {
      const answer = await postReview(store.app, author.session, body);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe(
        'The signature is not from this wallet, or it does not match this review.',
      );
    }
    // Signed by another wallet, as its own: not the one signed in.
    const otherWallet = await postReview(store.app, author.session, {
      ...(await signedReview(other, app, good)),
      wallet: other.address,
    });
    expect(otherWallet.statusCode).toBe(403);
    expect(otherWallet.json().message).toBe('Sign the review with the wallet you are signed in with.');
    for (const signedAt of [minutes(-11), minutes(11)]) {
      const stale = await postReview(
        store.app,
        author.session,
        await signedReview(author.wallet, app, good, { signedAt }),
      );
      expect(stale.statusCode).toBe(400);
      expect(stale.json().message).toMatch(/more than 10 minutes away from now/);
    }
    expect(await storedCount()).toBe(before);
  });

  it('refuses a replayed signature, and applies an edit signed again with a newer time', async () => {
    const author = await user();
    const first = await signedReview(author.wallet, app, good, { signedAt: minutes(-2) });
    expect((await postReview(store.app, author.session, first)).statusCode).toBe(200);
    const again = await postReview(store.app, author.session, first);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'This review was already saved with this or a newer signature: sign your edit again.',
    );

    const edit = await signedReview(
      author.wallet,
      app,
      { rating: 2, language: 'es', text: 'Ahora las comisiones son altas.' },
      { signedAt: minutes(-1) },
    );
    const edited = await postReview(store.app, author.session, edit);
    expect(edited.statusCode).toBe(200);
    expect(edited.json<Review>()).toMatchObject({
      rating: 2,
      language: 'es',
      signature: edit.signature,
      edited_at: expect.any(String),
    });
    // The first signature, older than the stored one, cannot bring the first text back; nor can the edit's.
    for (const replay of [first, edit])
      expect((await postReview(store.app, author.session, replay)).statusCode).toBe(409);
    // An edit signed earlier than the stored one (a slow tab) is refused too.
    const older = await signedReview(author.wallet, app, good, { signedAt: minutes(-1.5) });
    expect((await postReview(store.app, author.session, older)).statusCode).toBe(409);
    const { mine } = await reviewsOf(app, author.session);
    expect(mine).toMatchObject({
      rating: 2,
      text: 'Ahora las comisiones son altas.',
      signature: edit.signature,
    });
  });

  it('shows a farm wallet’s review but leaves it out of the summary', async () => {
    const slug = 'farm-app';
    const farmer = await user({ on: slug, farm: true });
    const honest = await user({ on: slug });
    await postReview(store.app, farmer.session, await signedReview(farmer.wallet, slug, good));
    await postReview(
      store.app,
      honest.session,
      await signedReview(honest.wallet, slug, { ...good, rating: 2 }),
    );
    const shown = await reviewsOf(slug);
    expect(shown.total).toBe(2);
    expect(shown.reviews.find((review) => review.wallet === farmer.address.toLowerCase())!.counted).toBe(
      false,
    );
    expect(shown.overall).toEqual({ label: null, positive: 0, total: 1 });
    expect(shown.recent).toEqual({ label: null, positive: 0, total: 1 });
  });

  it('labels the summary once ten counted reviews are in: 8 of 10 positive is Positive, 7 Mostly positive', async () => {
    const slug = 'label-app';
    const ratings = [5, 5, 4, 4, 5, 4, 5, 3, 2, 1];
    const authors = [];
    for (let i = 0; i < ratings.length; i++) authors.push(await user({ on: slug }));
    for (const [i, author] of authors.slice(0, 9).entries())
      await postReview(
        store.app,
        author.session,
        await signedReview(author.wallet, slug, { ...good, rating: ratings[i]! }),
      );
    expect((await reviewsOf(slug)).overall).toEqual({ label: null, positive: 7, total: 9 });
    await postReview(
      store.app,
      authors[9]!.session,
      await signedReview(authors[9]!.wallet, slug, { ...good, rating: 4 }),
    );
    expect((await reviewsOf(slug)).overall).toEqual({ label: 'positive', positive: 8, total: 10 });
    const last = await signedReview(
      authors[9]!.wallet,
      slug,
      { ...good, rating: 1 },
      { signedAt: minutes(1) },
    );
    expect((await postReview(store.app, authors[9]!.session, last)).statusCode).toBe(200);
    const { overall, recent } = await reviewsOf(slug);
    expect(overall).toEqual({ label: 'mostly-positive', positive: 7, total: 10 });
    expect(recent).toEqual(overall);
  });

  it('takes a reply signed by a proven contract’s controller, marked as the team’s, and refuses a stranger’s', async () => {
    const slug = 'team-app';
    const team = privateKeyToAccount(generatePrivateKey());
    const former = privateKeyToAccount(generatePrivateKey());
    await proofOf(store.db, slug, team.address);
    await proofOf(store.db, slug, former.address, { stale: true });
    const author = await user({ on: slug });
    const review = (
      await postReview(store.app, author.session, await signedReview(author.wallet, slug, good))
    ).json<Review>();
    const reply = (body: object) =>
      store.app.inject({ method: 'POST', url: '/v1/reviews/replies', payload: body });

    for (const account of [privateKeyToAccount(generatePrivateKey()), former]) {
      const refused = await reply(await signedReply(account, review, 'Thanks!'));
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toMatch(/^Only the deployer, owner or admin/);
    }
    const body = await signedReply(team, review, 'Thanks, fees drop next week.', minutes(-1));
    const answer = await reply(body);
    expect(answer.statusCode).toBe(200);
    expect(answer.json<Review>().reply).toMatchObject({
      text: 'Thanks, fees drop next week.',
      signer: team.address.toLowerCase(),
      role: 'owner',
      signature: body.signature,
    });
    expect(await team.signMessage({ message: answer.json<Review>().reply!.message })).toBe(body.signature);
    // The same signature again, or an older one, replaces nothing; a newer one does.
    expect((await reply(body)).statusCode).toBe(409);
    expect((await reply(await signedReply(team, review, 'Old words.', minutes(-2)))).statusCode).toBe(409);
    expect((await reply({ ...body, text: 'Forged words.' })).statusCode).toBe(403);
    const newer = await reply(await signedReply(team, review, 'Fees dropped today.'));
    expect(newer.json<Review>().reply!.text).toBe('Fees dropped today.');
  });

  it('takes one report per user, never of one’s own review', async () => {
    const author = await user();
    const reader = await user({ uses: false });
    const review = (
      await postReview(store.app, author.session, await signedReview(author.wallet, app, good))
    ).json<Review>();
    const report = (session: string) =>
      store.app.inject({
        method: 'POST',
        url: '/v1/reviews/reports',
        payload: { review_id: review.id, reason: 'spam', note: 'Advert' },
        headers: { 'session-id': session },
      });
    expect((await report(reader.session)).json()).toEqual({ reported: true });
    const twice = await report(reader.session);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('You already reported this review; the moderators will look at it.');
    const own = await report(author.session);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot report your own review.');
  });

  it('answers 429 with Retry-After beyond the review limit', async () => {
    const author = await user();
    const body = await signedReview(author.wallet, app, good);
    const answers = [];
    for (let i = 0; i < 21; i++) answers.push(await postReview(store.app, author.session, body));
    expect(answers.slice(0, 20).map((answer) => answer.statusCode)).toEqual([200, ...Array(19).fill(409)]);
    expect(answers[20]!.statusCode).toBe(429);
    expect(Number(answers[20]!.headers['retry-after'])).toBeGreaterThan(0);
  });
});
