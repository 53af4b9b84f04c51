import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useNewsletterConfirm } from '@/features/newsletter/use-newsletter-confirm';
import { storageKeys, writeStored } from '@/lib/storage';

/** The storefront's routing rules (spec, section 2): scroll to top on a new path, keep `?ref=`, mail links. */
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
  return null;
}
