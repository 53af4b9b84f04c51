import {
  emailMailSentResponse,
  messageResponse,
  type ChangeEmailBody,
  type ConfirmEmailChangeBody,
} from '@dappx/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

// Replacing the account's email (not in the spec; issue 13): the server decides which mail goes where.

export const changeEmail = (body: ChangeEmailBody) =>
  apiRequest('/users/changeEmail', { method: 'POST', body, schema: emailMailSentResponse });

export const resendVerification = () =>
  apiRequest('/users/resendVerification', { method: 'POST', schema: emailMailSentResponse });

export const confirmEmailChange = (body: ConfirmEmailChangeBody) =>
  apiRequest('/users/confirmEmailChange', { method: 'POST', body, schema: messageResponse });

/** Either call, then the profile read again: an unverified address is replaced at once. */
export function useEmailMail() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ['users', 'userProfile'] });
  return {
    change: useMutation({ mutationFn: changeEmail, onSuccess: refresh }),
    resend: useMutation({ mutationFn: resendVerification }),
  };
}
