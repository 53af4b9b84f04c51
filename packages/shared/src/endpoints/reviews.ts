import type { reviewsEndpointSchemas } from '../reviews';
import { declareEndpoints } from '../endpoint';

/**
 * Reviews from wallets that used the app: anyone reads them (with the signatures, to check them); a
 * signed-in wallet writes, edits and reports; a proven contract's controller replies for its team (the
 * signature is the authority); the console's support role moderates the reported ones (audited).
 */
export const reviewsEndpoints = declareEndpoints<typeof reviewsEndpointSchemas>()({
  reviews: { method: 'GET', path: '/v1/reviews', auth: 'optional' },
  reviewEligibility: { method: 'GET', path: '/v1/reviews/eligibility', auth: 'session' },
  reviewSubmit: { method: 'POST', path: '/v1/reviews', auth: 'session' },
  reviewReplySubmit: { method: 'POST', path: '/v1/reviews/replies', auth: 'public' },
  reviewReport: { method: 'POST', path: '/v1/reviews/reports', auth: 'session' },
  adminReviewReports: {
    method: 'GET',
    path: '/admin/api/reviews/reports',
    auth: 'operator',
    roles: ['support'],
  },
  adminReviewHide: { method: 'POST', path: '/admin/api/reviews/hide', auth: 'operator', roles: ['support'] },
  adminReviewRestore: {
    method: 'POST',
    path: '/admin/api/reviews/restore',
    auth: 'operator',
    roles: ['support'],
  },
  adminReviewDismiss: {
    method: 'POST',
    path: '/admin/api/reviews/dismiss',
    auth: 'operator',
    roles: ['support'],
  },
});
