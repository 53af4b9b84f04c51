import type { SubmissionBody } from '@dappx/shared/submissions';
import { submissionsEndpoints } from '@dappx/shared/endpoints/submissions';
import { uploadsEndpoints } from '@dappx/shared/endpoints/uploads';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiUpload } from '@/lib/api-client';

export const mySubmissionsQuery = queryOptions({
  queryKey: ['submissions', 'mine'],
  queryFn: async () => (await api(submissionsEndpoints.mySubmissions)).submissions,
});

export const useMySubmissions = () => useQuery(mySubmissionsQuery);

export const uploadLogo = (file: Blob) => apiUpload(uploadsEndpoints.uploadLogo, file);

/** Sends a new submission, or an edited one (with its id) when the editors asked for changes. */
export function useSendSubmission() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: SubmissionBody }) =>
      id
        ? api(submissionsEndpoints.resubmitDapp, { params: { id }, body })
        : api(submissionsEndpoints.submitDapp, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: mySubmissionsQuery.queryKey }),
  });
}
