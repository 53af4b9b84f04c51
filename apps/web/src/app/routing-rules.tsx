import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useNewsletterConfirm } from '@/features/newsletter/use-newsletter-confirm';
import { isLoggedIn, storeReferralLink } from '@/lib/session';
import { referralIn } from './referral';

const VerifyUser = lazy(() => import('./session-rules').then((module) => ({ default: module.VerifyUser })));
const ConfirmEmailChange = lazy(() =>
  import('./session-rules').then((module) => ({ default: module.ConfirmEmailChange })),
);
const LinkDevice = lazy(() => import('./session-rules').then((module) => ({ default: module.LinkDevice })));
const SessionWatch = lazy(() =>
  import('./session-rules').then((module) => ({ default: module.SessionWatch })),
);

/**
 * The storefront's routing rules (spec, section 2): scroll to top on a new path, keep the referral, the links
 * from our mails, and the signed-in session's wallet watch.
 */
export function RoutingRules() {
  const { pathname, search } = useLocation();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  useEffect(() => {
    const ref = referralIn(search);
    if (ref) storeReferralLink(ref);
  }, [search]);

  // Decided once, like the watch itself: signing in and out both reload the page.
  const [signedIn] = useState(isLoggedIn);
  useNewsletterConfirm();
  return (
    <Suspense>
      {new URLSearchParams(search).has('verify-user') ? <VerifyUser /> : undefined}
      {new URLSearchParams(search).has('link') ? <LinkDevice /> : undefined}
      {new URLSearchParams(search).has('confirm-email-change') ? <ConfirmEmailChange /> : undefined}
      {signedIn ? <SessionWatch /> : undefined}
    </Suspense>
  );
}
