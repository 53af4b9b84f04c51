import type { Review, ReviewsResponse } from '@dappx/shared/reviews';
import type { EndpointDeclaration } from '@dappx/shared/endpoint';
import { reviewsEndpoints } from '@dappx/shared/endpoints/reviews';
import { vi } from 'vitest';

// Answers for the reviews' component tests: a review as the store sends it, and a fetch that answers
// each reviews call from a table.

export const wallet = '0x89e6000000000000000000000000000000001694';

export const aReview = (changes: Partial<Review> = {}): Review => ({
  id: 1,
  app: 'uniswap',
  wallet,
  rating: 5,
  language: 'en',
  text: 'Swaps settle fast and the fees are clear.',
  signed_at: '2026-11-20T10:00:00Z',
  message: 'DAPPX review\nApp: uniswap',
  signature: `0x${'ab'.repeat(65)}`,
  created_at: '2026-11-20T10:00:05.000Z',
  edited_at: null,
  use: { transactions: 12, since: `${new Date().getUTCFullYear()}-03-04T00:00:00.000Z` },
  counted: true,
  hidden: null,
  reply: null,
  ...changes,
});

export const anAnswer = (changes: Partial<ReviewsResponse> = {}): ReviewsResponse => ({
  overall: { label: 'very-positive', positive: 45, total: 52 },
  recent: { label: null, positive: 2, total: 3 },
  reviews: [aReview()],
  total: 1,
  mine: null,
  ...changes,
});

type Answer = { status?: number; body: unknown };

/** A stub's key for an endpoint: its method and path. */
export const route = (endpoint: EndpointDeclaration) => `${endpoint.method} ${endpoint.path}`;

export const routes = {
  list: route(reviewsEndpoints.reviews),
  eligibility: route(reviewsEndpoints.reviewEligibility),
  submit: route(reviewsEndpoints.reviewSubmit),
  report: route(reviewsEndpoints.reviewReport),
};

/** Stubs fetch: each call answered by the first route whose path starts the URL's path; calls are kept. */
export function stubReviewsApi(routes: Record<string, Answer | ((init: RequestInit, url: URL) => Answer)>) {
  const calls: { path: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const parsed = new URL(url, 'http://store.test');
    const { pathname } = parsed;
    calls.push({ path: `${pathname}${parsed.search}`, init });
    const route = Object.entries(routes)
      .sort(([a], [b]) => b.length - a.length)
      .find(([path]) => `${init.method ?? 'GET'} ${pathname}`.startsWith(path));
    const answer = typeof route?.[1] === 'function' ? route[1](init, parsed) : route?.[1];
    return new Response(JSON.stringify(answer?.body ?? { message: 'Not stubbed', code: 'NOT_FOUND' }), {
      status: answer ? (answer.status ?? 200) : 404,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}
