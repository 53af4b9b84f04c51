import { submissionsEndpoints } from '@dappx/shared/endpoints/submissions';
import type { ReviewSubmissionBody, SubmissionStatus } from '@dappx/shared/submissions';
import type { ResourceData } from '../../app/resource-data';
import { adminApi } from '../../lib/admin-api';

/** The editors' queue: list by status, one submission in full, and the decision on it (an update). */
export const submissionsData: ResourceData = {
  getList: async (_resource, params) => {
    const status = (params.filter as { status?: SubmissionStatus } | undefined)?.status || undefined;
    const { submissions } = await adminApi(submissionsEndpoints.listSubmissions, { query: { status } });
    return { data: submissions as never[], total: submissions.length };
  },
  getOne: async (_resource, params) => ({
    data: (await adminApi(submissionsEndpoints.getSubmission, {
      params: { id: String(params.id) },
    })) as never,
  }),
  update: async (_resource, params) => ({
    data: (await adminApi(submissionsEndpoints.reviewSubmission, {
      params: { id: String(params.id) },
      body: params.data as ReviewSubmissionBody,
    })) as never,
  }),
};
