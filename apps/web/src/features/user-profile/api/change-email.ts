import type { ChangeEmailBody, ConfirmEmailChangeBody } from '@dappx/shared/users';
import { usersEndpoints } from '@dappx/shared/endpoints/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// Replacing the account's email (not in the spec): the server decides which mail goes where.

export const changeEmail = (body: ChangeEmailBody) => api(usersEndpoints.changeEmail, { body });

export const resendVerification = () => api(usersEndpoints.resendVerification);

export const confirmEmailChange = (body: ConfirmEmailChangeBody) =>
  api(usersEndpoints.confirmEmailChange, { body });

/** Either call, then the profile read again: an unverified address is replaced at once. */
export function useEmailMail() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ['users', 'userProfile'] });
  return {
    change: useMutation({ mutationFn: changeEmail, onSuccess: refresh }),
    resend: useMutation({ mutationFn: resendVerification }),
  };
}
