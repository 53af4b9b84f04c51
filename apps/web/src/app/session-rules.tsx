import { useConfirmEmailChange } from '@/features/user-profile/hooks/use-confirm-email-change';
import { useSessionWatch } from '@/features/users/use-session-watch';
import { useLinkDevice } from '@/features/users/use-link-device';
import { useVerifyUser } from '@/features/users/use-verify-user';

// The users feature's routing rules as components, so RoutingRules can load them only when they apply:
// they bring the users API (and zod) that a signed-out visit without a mail link never needs.

/** The link from the verification mail (`/?verify-user&token=…&userId=…`). */
export function VerifyUser() {
  useVerifyUser();
  return null;
}

/** The link mailed to a verified address to confirm its replacement (`/?confirm-email-change&…`). */
export function ConfirmEmailChange() {
  useConfirmEmailChange();
  return null;
}

/** The signed-in session's wallet watch. */
export function SessionWatch() {
  useSessionWatch();
  return null;
}

/** The profile's QR link (`/?link=<code>`) opened on a phone. */
export function LinkDevice() {
  useLinkDevice();
  return null;
}
