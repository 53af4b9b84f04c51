import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useNewsletterConfirm } from '@/features/newsletter/use-newsletter-confirm';
import { useSessionWatch } from '@/features/users/use-session-watch';
import { useLinkDevice } from '@/features/users/use-link-device';
import { useVerifyUser } from '@/features/users/use-verify-user';
import { storageKeys, writeStored } from '@/lib/storage';

/**
 * The storefront's routing rules (spec, section 2): scroll to top on a new path, keep `?ref=`, the links
 * from our mails, and the signed-in session's wallet watch.
 */
export function RoutingRules() {
  const { pathname, search } = useLocation();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  useEffect(() => {
    const ref = new URLSearchParams(search).get('ref');
    if (ref) writeStored(storageKeys.ref, ref.slice(0, 64));
  }, [search]);

  useNewsletterConfirm();
  useVerifyUser();
  useLinkDevice();
  useSessionWatch();
  return null;
}
