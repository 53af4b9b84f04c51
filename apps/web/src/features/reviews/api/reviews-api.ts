import type { ReviewsResponse } from '@dappx/shared/reviews';
import type { EndpointInput } from '@dappx/shared/endpoint';
import { reviewsEndpoints } from '@dappx/shared/endpoints/reviews';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { usePageLanguage, type Language } from '@/lib/i18n';
import { storedWalletAddress, useIsLoggedIn } from '@/lib/session';

export const reviewsPageSize = 10;

// The answer holds the signed-in wallet's own review, so the cache keeps one list per wallet.
const reviewsKey = (app: string) => ['reviews', app, storedWalletAddress() ?? null] as const;

/** An app's visible reviews, newest first, a page at a time, with its summaries and the wallet's own. */
export function useReviews(app: string) {
  // Drawn again when the session ends on the page, so the key drops the wallet and its own review.
  useIsLoggedIn();
  return useInfiniteQuery({
    queryKey: reviewsKey(app),
    queryFn: ({ pageParam, signal }) =>
      api(reviewsEndpoints.reviews, {
        query: { app, offset: pageParam, limit: reviewsPageSize },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (last: ReviewsResponse, pages: ReviewsResponse[]) => {
      const read = pages.reduce((sum, page) => sum + page.reviews.length, 0);
      return read < last.total ? read : undefined;
    },
    staleTime: 30_000,
  });
}

/** Whether the signed-in wallet may review the app; the reason is the server's, in the page's language. */
export function useReviewEligibility(app: string, enabled: boolean, pollMs: number | false = false) {
  const language: Language = usePageLanguage();
  return useQuery({
    queryKey: ['review-eligibility', app, storedWalletAddress() ?? null, language],
    queryFn: ({ signal }) => api(reviewsEndpoints.reviewEligibility, { query: { app }, signal, language }),
    enabled,
    staleTime: 60_000,
    // While a wallet waits for the indexer to count its first use, it asks again until it may review.
    refetchInterval: (query) => (query.state.data?.eligible ? false : pollMs),
  });
}

/** A call that changes the app's reviews: the list is read again once it answers. */
function useReviewsChange<Input, Answer>(app: string, name: string, send: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['reviews', name],
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['reviews', app] }),
  });
}

type SubmitBody = EndpointInput<typeof reviewsEndpoints.reviewSubmit>['body'];
type ReportBody = EndpointInput<typeof reviewsEndpoints.reviewReport>['body'];

export const useSubmitReview = (app: string) =>
  useReviewsChange(app, 'submit', (body: SubmitBody) => api(reviewsEndpoints.reviewSubmit, { body }));

export const useReportReview = (app: string) =>
  useReviewsChange(app, 'report', (body: ReportBody) => api(reviewsEndpoints.reviewReport, { body }));
