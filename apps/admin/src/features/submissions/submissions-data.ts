import { submissionsEndpoints } from '@dappx/shared/endpoints/submissions';
import {
  submissionsPageMax,
  submissionsPageSize,
  type ReviewSubmissionBody,
  type SubmissionStatus,
} from '@dappx/shared/submissions';
import type { ResourceData } from '../../lib/resource-data';
import { adminApi } from '../../lib/admin-api';

/** The editors' queue: a page by status, one submission in full, and the decision on it (an update). */
export const submissionsData: ResourceData = {
  getList: async (_resource, params) => {
    const status = (params.filter as { status?: SubmissionStatus } | undefined)?.status || undefined;
    const page = params.pagination?.page ?? 1;
    const limit = Math.min(params.pagination?.perPage ?? submissionsPageSize, submissionsPageMax);
    const { submissions, total } = await adminApi(submissionsEndpoints.listSubmissions, {
      query: { status, limit, offset: (page - 1) * limit },
    });
    return { data: submissions as never[], total };
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
