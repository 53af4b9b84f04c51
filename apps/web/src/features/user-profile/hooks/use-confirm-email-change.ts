import { errorCodes } from '@dappx/shared/error-codes';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useNotify } from '@/components/notifications';
import { ApiRequestError } from '@/lib/api-client';
import { loadScreenTexts } from '@/lib/i18n';
import { isLoggedIn } from '@/lib/session';
import { confirmEmailChange } from '../api/change-email';

export const confirmEmailChangeParam = 'confirm-email-change';

const isBadLink = (error: unknown) =>
  error instanceof ApiRequestError &&
  (error.code === errorCodes.invalidToken || error.code === errorCodes.validation);

/**
 * The link mailed to the current address when a verified email is to be replaced
 * (`/?confirm-email-change&token=…&userId=…`): confirms once, says so, then leaves the token out of the
 * URL. Signed in, the owner lands on the profile, where the new address now waits for its verification.
 */
export function useConfirmEmailChange() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const { t } = useTranslation();
  const client = useQueryClient();
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(search);
    const token = params.get('token') ?? '';
    if (!params.has(confirmEmailChangeParam) || handled.current === token) return;
    handled.current = token;
    const userId = params.get('userId') ?? '';
    const next = isLoggedIn() ? '/user-profile' : '/';
    // The profile is shown once the change is in: read before, it would show the old address.
    const leave = () => navigate(next, { replace: true });
    confirmEmailChange({ userId, token }).then(
      async () => {
        await client.invalidateQueries({ queryKey: ['users', 'userProfile'], refetchType: 'all' });
        // The profile's texts load with its screen; this link may open any page.
        await loadScreenTexts(['user-profile']);
        notify({ severity: 'success', message: t('userProfile.emailChangeConfirmed') });
        await leave();
      },
      async (error: unknown) => {
        await loadScreenTexts(['user-profile']);
        notify({
          severity: 'warning',
          message: isBadLink(error) ? t('userProfile.emailChangeInvalid') : t('somethingWentWrong'),
        });
        await leave();
      },
    );
  }, [search, navigate, notify, t, client]);
}
