import { errorCodes } from '@dappx/shared/error-codes';
import { newsletterTexts } from '@dappx/shared/newsletter-rules';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useNotify } from '@/components/notifications';
import { ApiRequestError } from '@/lib/api-client';
import { confirmNewsletter } from './api/confirm-newsletter';

export const newsletterConfirmParam = 'newsletter-confirm';

const isBadLink = (error: unknown) =>
  error instanceof ApiRequestError &&
  (error.code === errorCodes.invalidToken || error.code === errorCodes.validation);

/** Opens the link from the confirmation mail: confirms once, says so, and leaves the token out of the URL. */
export function useNewsletterConfirm() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const { t } = useTranslation();
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const token = new URLSearchParams(search).get(newsletterConfirmParam);
    if (!token || handled.current === token) return;
    handled.current = token;
    navigate('/', { replace: true });
    confirmNewsletter(token).then(
      () =>
        notify({
          severity: 'success',
          message: t('newsletterConfirmed', { defaultValue: newsletterTexts.confirmed }),
        }),
      (error: unknown) =>
        notify({
          severity: 'warning',
          message: isBadLink(error) ? t('newsletterLinkInvalid') : t('somethingWentWrong'),
        }),
    );
  }, [search, navigate, notify, t]);
}
