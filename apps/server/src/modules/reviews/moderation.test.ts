import { reviewSummaryLabel, type Review, type ReviewsResponse } from '@dappx/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsOperator } from '../../../test/operator-sign-in';
import { postReview, signedReview, useApp } from '../../../test/reviews';
import { signUp } from '../../../test/signed-in';
import { createTestApp } from '../../../test/test-app';

describe('the summary’s labels at their thresholds', () => {
  it('names none below ten counted reviews, then Steam’s labels by share and count', () => {
    expect(reviewSummaryLabel(9, 9)).toBeNull();
    expect(reviewSummaryLabel(8, 10)).toBe('positive');
    expect(reviewSummaryLabel(7, 10)).toBe('mostly-positive');
    expect(reviewSummaryLabel(4, 10)).toBe('mixed');
    expect(reviewSummaryLabel(3, 10)).toBe('mostly-negative');
    expect(reviewSummaryLabel(2, 10)).toBe('mostly-negative');
    expect(reviewSummaryLabel(1, 10)).toBe('negative');
    expect(reviewSummaryLabel(40, 50)).toBe('very-positive');
    expect(reviewSummaryLabel(39, 49)).toBe('mostly-positive');
    expect(reviewSummaryLabel(0, 50)).toBe('very-negative');
    expect(reviewSummaryLabel(475, 500)).toBe('overwhelmingly-positive');
    expect(reviewSummaryLabel(474, 500)).toBe('very-positive');
    expect(reviewSummaryLabel(99, 500)).toBe('overwhelmingly-negative');
  });
});

describe('moderating reported reviews in the console', () => {
  let store: Awaited<ReturnType<typeof createTestApp>>;
  const app = 'moderated-app';
  let support: Awaited<ReturnType<typeof signInAsOperator>>;

  beforeAll(async () => {
    store = await createTestApp({ SIGN_IN_RATE_LIMIT_MAX: '1000' });
    support = await signInAsOperator(store.app, store.db, 'support');
  });
  afterAll(() => store?.close());

  async function reportedReview(text: string) {
    const author = await signUp(store.app);
    const reader = await signUp(store.app);
    await useApp(store.db, app, author.address);
    const body = await signedReview(author.wallet, app, { rating: 1, language: 'en', text });
    const review = (await postReview(store.app, author.session, body)).json<Review>();
    await store.app.inject({
      method: 'POST',
      url: '/v1/reviews/reports',
      payload: { review_id: review.id, reason: 'offensive' },
      headers: { 'session-id': reader.session },
    });
    return { author, review };
  }

  const consoleCall = (url: string, payload: object, headers = support.headers) =>
    store.app.inject({ method: 'POST', url: `/admin/api/reviews/${url}`, payload, headers });
  const queue = async (status: 'open' | 'hidden') =>
    (
      await store.app.inject({ url: `/admin/api/reviews/reports?status=${status}`, headers: support.headers })
    ).json<{
      items: { review: Review; reports: { reason: string }[] }[];
      total: number;
    }>();
  const audited = async (target: string) =>
    (
      await store.db.execute<{ action: string; operator: string; after: { reason?: string } }>(
        sql`SELECT action, operator, after FROM audit_log WHERE target = ${target} ORDER BY id`,
      )
    ).rows;
  const shown = async (session?: string) =>
    (
      await store.app.inject({
        url: `/v1/reviews?app=${app}`,
        headers: session ? { 'session-id': session } : {},
      })
    ).json<ReviewsResponse>();

  it('hides a review with its reason: audited, gone from the list, shown to its author with why, who is mailed', async () => {
    const { author, review } = await reportedReview('Rude words about the team here.');
    expect((await queue('open')).items.map((item) => item.review.id)).toContain(review.id);
    const noReason = await consoleCall('hide', { review_id: review.id, reason: '' });
    expect(noReason.statusCode).toBe(400);

    const hidden = await consoleCall('hide', { review_id: review.id, reason: 'Insults the team' });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json<Review>().hidden).toMatchObject({ reason: 'Insults the team' });
    expect((await consoleCall('hide', { review_id: review.id, reason: 'Again' })).statusCode).toBe(409);
    expect(await audited(`review:${review.id}`)).toEqual([
      expect.objectContaining({ action: 'review.hide', operator: support.address }),
    ]);
    expect((await shown()).reviews.map((each) => each.id)).not.toContain(review.id);
    expect((await shown(author.session)).mine).toMatchObject({
      id: review.id,
      hidden: { reason: 'Insults the team' },
    });
    const mails = await store.outbox();
    const mail = mails.find((each) => each.includes('Insults the team'))!;
    expect(mail).toContain(`Your review of ${app} was hidden`);
    expect(mail).toContain(`/rankings/${app}/transactions`);
    expect(mail).toMatch(/^To: wallet\d+\.\d+@example\.com/m);
    expect((await queue('open')).items.map((item) => item.review.id)).not.toContain(review.id);
    expect((await queue('hidden')).items.find((item) => item.review.id === review.id)!.reports).toHaveLength(
      1,
    );

    const restored = await consoleCall('restore', { review_id: review.id, reason: 'Appeal accepted' });
    expect(restored.json<Review>().hidden).toBeNull();
    expect((await shown()).reviews.map((each) => each.id)).toContain(review.id);
    expect((await consoleCall('restore', { review_id: review.id, reason: 'Again' })).statusCode).toBe(409);
    expect((await audited(`review:${review.id}`)).map((row) => row.action)).toEqual([
      'review.hide',
      'review.restore',
    ]);
  });

  it('dismisses a review’s reports (audited): it leaves the queue and stays shown', async () => {
    const { review } = await reportedReview('Honest but harsh words here.');
    const dismissed = await consoleCall('dismiss', { review_id: review.id, reason: 'Harsh, not abusive' });
    expect(dismissed.statusCode).toBe(200);
    expect((await queue('open')).items.map((item) => item.review.id)).not.toContain(review.id);
    expect((await shown()).reviews.map((each) => each.id)).toContain(review.id);
    expect(await audited(`review:${review.id}`)).toEqual([
      expect.objectContaining({
        action: 'review.dismiss',
        after: expect.objectContaining({ reason: 'Harsh, not abusive' }),
      }),
    ]);
  });

  it('refuses an operator of another role, and a user’s session', async () => {
    const { author, review } = await reportedReview('Another reported review.');
    const editor = await signInAsOperator(store.app, store.db, 'editor');
    const refused = await consoleCall(
      'hide',
      { review_id: review.id, reason: 'Not mine to hide' },
      editor.headers,
    );
    expect(refused.statusCode).toBe(403);
    const asUser = await consoleCall('hide', { review_id: review.id, reason: 'Nope' }, {
      'session-id': author.session,
    } as never);
    expect(asUser.statusCode).toBe(401);
    expect(
      (await store.app.inject({ url: '/admin/api/reviews/reports', headers: editor.headers })).statusCode,
    ).toBe(403);
    expect(await audited(`review:${review.id}`)).toEqual([]);
  });
});
