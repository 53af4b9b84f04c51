import { reviewDigestInput, reviewMessage, type ReviewBody } from '@dappx/shared/reviews';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { keccak256, recoverMessageAddress, stringToBytes, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '@/lib/session';
import { renderWithApp } from '@/testing/render';
import { aReview, anAnswer, routes, stubReviewsApi } from '../testing-reviews';
import { ReviewsSection } from './reviews-section';

// The store's answers pass through the query cache and a render or two: slow on a busy machine.
const slow = { timeout: 10_000 };

const account = privateKeyToAccount(`0x${'42'.repeat(32)}`);
let signatures = 0;

// The wallet: an EIP-1193 provider that signs with a real key, as an extension would.
vi.mock('@/lib/wallet/load-wallet', () => ({
  loadWallet: async () => ({
    connectedWalletProvider: async () => ({
      request: async ({ method, params }: { method: string; params: [Hex, string] }) => {
        if (method !== 'personal_sign') throw new Error(`unexpected ${method}`);
        signatures += 1;
        return account.signMessage({ message: { raw: params[0] } });
      },
    }),
  }),
}));

const eligible = { body: { eligible: true, reason: null, use: { transactions: 3, since: null } } };

/** The signer the store would recover from a posted body, rebuilding the message as it does. */
const signerOf = (body: ReviewBody) =>
  recoverMessageAddress({
    message: reviewMessage({
      app: body.app,
      wallet: account.address,
      hash: keccak256(stringToBytes(reviewDigestInput(body))),
      signedAt: body.signed_at,
    }),
    signature: body.signature as Hex,
  });

describe('writing a review', () => {
  beforeEach(() => {
    signatures = 0;
    storeSession({ sessionId: 's1', referralCode: 'r', walletAddress: account.address, chainId: 8888 });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('signs the rating, language and text with the wallet and posts them', async () => {
    const posted: ReviewBody[] = [];
    stubReviewsApi({
      [routes.eligibility]: eligible,
      [routes.submit]: (init) => {
        posted.push(JSON.parse(String(init.body)) as ReviewBody);
        return { body: aReview() };
      },
      [routes.list]: { body: anAnswer() },
    });
    renderWithApp(<ReviewsSection app="uniswap" />);
    const stars = await screen.findByRole('radiogroup', { name: 'Your rating' }, slow);
    await userEvent.click(screen.getByRole('button', { name: 'Sign and post' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose 1 to 5 stars.');
    await userEvent.click(within(stars).getByRole('radio', { name: '4 stars' }));
    await userEvent.click(screen.getByRole('textbox', { name: 'Your review' }));
    await userEvent.paste('  Clear fees, quick swaps.  ');
    expect(screen.getByText('24 / 2000 characters (at least 10)')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Language of the review' })).toHaveTextContent('English');
    await userEvent.click(screen.getByRole('button', { name: 'Sign and post' }));
    // Signing loads viem first: slow on a busy machine.
    await vi.waitFor(() => expect(posted).toHaveLength(1), { timeout: 10_000 });
    const [body] = posted;
    expect(body).toMatchObject({
      app: 'uniswap',
      rating: 4,
      language: 'en',
      text: 'Clear fees, quick swaps.',
    });
    expect(body!.signed_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(await signerOf(body!)).toBe(account.address);
    expect(signatures).toBe(1);
  });

  it('edits the author’s review by signing again, and shows the store’s refusal as it words it', async () => {
    const mine = aReview({ id: 9, wallet: account.address, rating: 3, text: 'Fine, a bit slow.' });
    stubReviewsApi({
      [routes.eligibility]: eligible,
      [routes.submit]: {
        status: 400,
        body: { message: 'La firma tiene más de 10 minutos: firma la reseña de nuevo.', code: 'BAD_REQUEST' },
      },
      [routes.list]: { body: anAnswer({ mine, reviews: [mine] }) },
    });
    renderWithApp(<ReviewsSection app="uniswap" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }, slow));
    expect(screen.getByRole('heading', { name: 'Edit your review' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: '3 stars' }, slow)).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Your review' })).toHaveValue('Fine, a bit slow.');
    await userEvent.click(screen.getByRole('button', { name: 'Sign and save' }));
    expect(await screen.findByTestId('review-error', undefined, slow)).toHaveTextContent(
      'La firma tiene más de 10 minutos: firma la reseña de nuevo.',
    );
    expect(signatures).toBe(1);
  });
});
