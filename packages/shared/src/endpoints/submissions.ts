import { declareEndpoints } from '../endpoint';
import type { submissionsEndpointSchemas } from '../submissions';

/** Dapp teams submit their listing on the store; editors review it in the console. */
export const submissionsEndpoints = declareEndpoints<typeof submissionsEndpointSchemas>()({
  submitDapp: { method: 'POST', path: '/v1/submissions', auth: 'session' },
  /** The signed-in user's own submissions, newest first. */
  mySubmissions: { method: 'GET', path: '/v1/submissions', auth: 'session' },
  /** Edits a submission whose changes were asked for and sends it back to the editors. */
  resubmitDapp: { method: 'POST', path: '/v1/submissions/:id', auth: 'session' },
  /** The editors' queue, oldest waiting first. */
  listSubmissions: { method: 'GET', path: '/admin/api/submissions', auth: 'operator', roles: ['editor'] },
  getSubmission: { method: 'GET', path: '/admin/api/submissions/:id', auth: 'operator', roles: ['editor'] },
  /** Approve (into the catalogue), ask for changes, or reject; the submitter gets a mail. */
  reviewSubmission: {
    method: 'POST',
    path: '/admin/api/submissions/:id/review',
    auth: 'operator',
    roles: ['editor'],
  },
});
