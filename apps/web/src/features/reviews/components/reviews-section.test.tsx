import { reviewsEndpoints } from '@dappx/shared/endpoints/reviews';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '@/lib/session';
import { renderWithApp } from '@/testing/render';
import { aReview, anAnswer, routes, stubReviewsApi, wallet } from '../testing-reviews';
import { ReviewsSection } from './reviews-section';

// The store's answers pass through the query cache and a render or two: slow on a busy machine.
const slow = { timeout: 10_000 };

const signIn = () =>
  storeSession({ sessionId: 's1', referralCode: 'r', walletAddress: `0x${'1'.repeat(40)}`, chainId: 8888 });

describe('an app’s reviews', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gives the Steam-like summary, or only the count below the minimum, and each review with its author’s use', async () => {
    stubReviewsApi({
      [routes.list]: {
        body: anAnswer({
          reviews: [
            aReview({ id: 2, edited_at: '2026-11-21T10:00:00.000Z', language: 'es', text: 'Muy buena.' }),
            aReview({ id: 1, counted: false, rating: 2 }),
          ],
          total: 2,
        }),
      },
    });
    renderWithApp(<ReviewsSection app="uniswap" />);
    const overall = await screen.findByTestId('reviews-summary-overall', undefined, slow);
    expect(overall).toHaveTextContent('Very positive');
    expect(overall).toHaveTextContent('86% of 52 reviews are 4 or 5 stars');
    expect(screen.getByTestId('reviews-summary-recent')).toHaveTextContent('Last 30 days3 reviews');
    const [edited, flagged] = screen.getAllByTestId('review');
    expect(within(edited!).getByRole('img', { name: '5 stars out of 5' })).toBeInTheDocument();
    expect(edited).toHaveTextContent('Written in Spanish');
    expect(edited).toHaveTextContent('edited');
    expect(within(edited!).getByTestId('review-author')).toHaveTextContent(
      '0x89…1694 · used 12 times since March',
    );
    expect(within(edited!).queryByTestId('review-not-counted')).toBeNull();
    expect(within(flagged!).getByTestId('review-not-counted')).toHaveTextContent(
      'From a wallet the cleaning rules flag; shown but not counted in the summary',
    );
    // A visitor reads, and is told how to write one.
    expect(screen.getByTestId('reviews-signed-out')).toHaveTextContent(
      'Sign in with the wallet you used this app with to review it.',
    );
    expect(screen.queryByRole('button', { name: 'Report' })).toBeNull();
  });

  it('marks the team’s reply as theirs, and shows what was signed on asking to check the signature', async () => {
    const reply = {
      text: 'Thanks, fixed.',
      signer: wallet,
      role: 'owner' as const,
      signed_at: '2026-11-22T10:00:00Z',
      message: 'DAPPX team reply\nApp: uniswap',
      signature: `0x${'cd'.repeat(65)}`,
    };
    stubReviewsApi({ [routes.list]: { body: anAnswer({ reviews: [aReview({ reply })] }) } });
    renderWithApp(<ReviewsSection app="uniswap" />);
    const answer = await screen.findByTestId('review-reply', undefined, slow);
    expect(answer).toHaveTextContent('Reply from the team · signed by the contract’s ownerThanks, fixed.');
    const review = screen.getByTestId('review');
    await userEvent.click(within(review).getAllByText('Check signature')[0]!);
    expect(within(review).getAllByTestId('signed-message')[0]).toHaveTextContent('DAPPX review App: uniswap');
    expect(within(review).getAllByTestId('signature')[0]).toHaveTextContent(`0x${'ab'.repeat(65)}`);
    expect(review).toHaveTextContent('Rating: 5 Language: en Swaps settle fast');
  });

  it('shows the author’s own review first with Edit, with the moderators’ reason when they hid it', async () => {
    signIn();
    const mine = aReview({
      id: 7,
      hidden: { reason: 'Personal data in the text', at: '2026-11-23T10:00:00.000Z' },
    });
    stubReviewsApi({
      [routes.list]: { body: anAnswer({ mine, reviews: [aReview({ id: 3 })], total: 1 }) },
    });
    renderWithApp(<ReviewsSection app="uniswap" />);
    const own = await screen.findByTestId('own-review', undefined, slow);
    expect(within(own).getByTestId('review-hidden')).toHaveTextContent(
      'Hidden by the moderators: Personal data in the text',
    );
    expect(within(own).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    // The others' reviews can be reported by a signed-in reader.
    expect(screen.getAllByTestId('review')).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Report' })).toHaveLength(1);
  });

  it('says plainly why a wallet that did not use the app may not review it', async () => {
    signIn();
    stubReviewsApi({
      [routes.eligibility]: {
        body: {
          eligible: false,
          reason: 'Only wallets that used this app…',
          use: { transactions: 0, since: null },
        },
      },
      [routes.list]: { body: anAnswer() },
    });
    renderWithApp(<ReviewsSection app="uniswap" />);
    expect(await screen.findByTestId('review-refusal', undefined, slow)).toHaveTextContent(
      'Only wallets that used this app…',
    );
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('reports another’s review with a reason and a note, and thanks the reader', async () => {
    signIn();
    const calls = stubReviewsApi({
      [routes.eligibility]: {
        body: { eligible: false, reason: 'No.', use: { transactions: 0, since: null } },
      },
      [routes.report]: { body: { reported: true } },
      [routes.list]: { body: anAnswer() },
    });
    renderWithApp(<ReviewsSection app="uniswap" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Report' }, slow));
    const dialog = screen.getByRole('dialog', { name: 'Report this review' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Off-topic' }));
    await userEvent.click(within(dialog).getByRole('textbox'));
    await userEvent.paste('About another app');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('status', undefined, slow)).toHaveTextContent(
      'Thanks: the moderators will look at it.',
    );
    const report = calls.find((call) => call.path === reviewsEndpoints.reviewReport.path)!;
    expect(JSON.parse(String(report.init.body))).toEqual({
      review_id: 1,
      reason: 'off-topic',
      note: 'About another app',
    });
  });

  it('reads the next page of reviews on asking for more, until there are no more', async () => {
    const page = (from: number, count: number) =>
      Array.from({ length: count }, (_, index) =>
        aReview({ id: 100 - from - index, text: `Review ${from + index}` }),
      );
    const calls = stubReviewsApi({
      [routes.list]: (_init, url) => {
        const offset = Number(url.searchParams.get('offset'));
        return { body: anAnswer({ reviews: offset === 0 ? page(0, 10) : page(10, 2), total: 12 }) };
      },
    });
    renderWithApp(<ReviewsSection app="uniswap" />);
    expect(await screen.findAllByTestId('review', undefined, slow)).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'More reviews' }));
    expect(await screen.findByText('Review 11', undefined, slow)).toBeInTheDocument();
    expect(screen.getAllByTestId('review')).toHaveLength(12);
    expect(screen.queryByRole('button', { name: 'More reviews' })).toBeNull();
    expect(calls.map((call) => new URL(call.path, 'http://store.test').searchParams.get('offset'))).toEqual([
      '0',
      '10',
    ]);
  });
});
