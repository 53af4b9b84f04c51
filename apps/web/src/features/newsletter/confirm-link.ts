import { errorCodes } from '@dappx/shared/error-codes';
import { newsletterTexts } from '@dappx/shared/newsletter-rules';
import type { TFunction } from 'i18next';
import type { useNotify } from '@/components/notifications';
import { ApiRequestError } from '@/lib/api-client';
import { confirmNewsletter } from './api/confirm-newsletter';

const isBadLink = (error: unknown) =>
  error instanceof ApiRequestError &&
  (error.code === errorCodes.invalidToken || error.code === errorCodes.validation);

/** Confirms the mailed link's token and says how it went. */
export function confirmLink(token: string, notify: ReturnType<typeof useNotify>, t: TFunction) {
  return confirmNewsletter(token).then(
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
}
