import { errorCodes } from '@dappx/shared/error-codes';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useNotify } from '@/components/notifications';
import { ApiRequestError } from '@/lib/api-client';
import { isLoggedIn } from '@/lib/session';
import { userProfileKey, validateVerificationToken } from './api/users-api';

const isBadLink = (error: unknown) =>
  error instanceof ApiRequestError &&
  (error.code === errorCodes.invalidToken || error.code === errorCodes.validation);

/**
 * The link from the verification mail (`/?verify-user&token=…&userId=…`): verify, say so ('Email
 * verified', 'already verified' for the same link opened again, or why the link did nothing), then
 * leave the token's URL for the wallet area when signed in, else for / (the notice under the header).
 */
export function useVerifyUser() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const { t } = useTranslation();
  const client = useQueryClient();
  const handled = useRef(false);

  useEffect(() => {
    const params = new URLSearchParams(search);
    if (!params.has('verify-user') || handled.current) return;
    handled.current = true;
    const token = params.get('token') ?? '';
    const userId = params.get('userId') ?? '';
    validateVerificationToken(userId, token)
      .then(
        ({ alreadyVerified }) => {
          // A profile read before shows the address unverified.
          void client.invalidateQueries({ queryKey: userProfileKey, refetchType: 'all' });
          const message = alreadyVerified ? t('users.emailAlreadyVerified') : t('users.emailVerified');
          notify({ severity: 'success', message, belowHeader: true });
        },
        (error: unknown) => {
          console.error('Email verification failed', error);
          notify({
            severity: 'warning',
            message: isBadLink(error) ? t('users.verificationInvalid') : t('somethingWentWrong'),
            belowHeader: true,
          });
        },
      )
      .finally(() => navigate(isLoggedIn() ? '/user-profile' : '/', { replace: true }));
  }, [search, navigate, notify, t, client]);
}
