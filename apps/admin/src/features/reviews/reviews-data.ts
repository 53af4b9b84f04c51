import type { EndpointAnswer } from '@dappx/shared/endpoint';
import { reviewsEndpoints } from '@dappx/shared/endpoints/reviews';
import type { GetListParams } from 'react-admin';
import type { ResourceData } from '../../lib/resource-data';
import { adminApi } from '../../lib/admin-api';

/** A reported review as the console's queue holds it: react-admin needs an id, the review's own. */
export type ReportedReview = EndpointAnswer<typeof reviewsEndpoints.adminReviewReports>['items'][number] & {
  id: number;
};

export type QueueStatus = 'open' | 'hidden';

/** The reported reviews waiting for a decision ('open'), or those the moderators hid ('hidden'). */
export const reviewsData: ResourceData = {
  getList: async (_resource, params: GetListParams) => {
    const { page = 1, perPage = 25 } = params.pagination ?? {};
    const status: QueueStatus = (params.filter as { status?: QueueStatus }).status ?? 'open';
    const { items, total } = await adminApi(reviewsEndpoints.adminReviewReports, {
      query: { status, offset: (page - 1) * perPage, limit: perPage },
    });
    return { data: items.map((item) => ({ ...item, id: item.review.id })) as never[], total };
  },
};

export type Moderation = 'hide' | 'restore' | 'dismiss';

const endpoints = {
  hide: reviewsEndpoints.adminReviewHide,
  restore: reviewsEndpoints.adminReviewRestore,
  dismiss: reviewsEndpoints.adminReviewDismiss,
} as const;

/** Hides a review, shows it again or dismisses its reports, with the reason the audit log keeps. */
export const moderate = (moderation: Moderation, reviewId: number, reason: string) =>
  adminApi(endpoints[moderation], { body: { review_id: reviewId, reason } });
