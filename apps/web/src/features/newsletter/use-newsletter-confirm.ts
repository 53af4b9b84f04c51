import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useNotify } from '@/components/notifications';

export const newsletterConfirmParam = 'newsletter-confirm';

/**
 * Opens the link from the confirmation mail: confirms once, says so, and leaves the token out of the URL.
 * The confirming code (the call, its texts) loads only when a page opens with such a link.
 */
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
    void import('./confirm-link').then(({ confirmLink }) => confirmLink(token, notify, t));
  }, [search, navigate, notify, t]);
}
