import type { ReviewBody } from '@dappx/shared/reviews';
import { reviewDigestInput, reviewMessage } from '@dappx/shared/reviews';
import { storedWalletAddress } from '@/lib/session';
import { loadWallet } from '@/lib/wallet/load-wallet';

export type ReviewDraft = Pick<ReviewBody, 'rating' | 'language' | 'text'>;

/** The moment a review is signed, as the store reads it: UTC, to the second. */
export const signingTime = (now = new Date()) => now.toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * The message the signed-in wallet signs for its review of `app`: the store hashes the same lines
 * (`reviewDigestInput`) and rebuilds the same message to recover the signer.
 */
export async function reviewMessageOf(app: string, wallet: string, draft: ReviewDraft, signedAt: string) {
  // viem comes with the first review written, not with the page.
  const { keccak256, stringToBytes } = await import('viem');
  const hash = keccak256(stringToBytes(reviewDigestInput(draft)));
  return reviewMessage({ app, wallet, hash, signedAt });
}

/** Has the signed-in wallet sign the review (EIP-191), and answers the body the store takes. */
export async function signReview(app: string, draft: ReviewDraft): Promise<ReviewBody> {
  const wallet = storedWalletAddress();
  if (!wallet) throw new Error('Something went wrong! Refresh the page and try again.');
  const review = { ...draft, text: draft.text.trim() };
  const signedAt = signingTime();
  const message = await reviewMessageOf(app, wallet, review, signedAt);
  const [{ createWalletClient, custom }, { connectedWalletProvider }] = await Promise.all([
    import('viem'),
    loadWallet(),
  ]);
  const client = createWalletClient({
    account: wallet as `0x${string}`,
    transport: custom(await connectedWalletProvider()),
  });
  const signature = await client.signMessage({ account: wallet as `0x${string}`, message });
  return { app, wallet, ...review, signed_at: signedAt, signature };
}
