import { declareEndpoints } from '../endpoint';
import type { usersEndpointSchemas } from '../users';

/** Accounts and sessions (storefront spec, sections 5, 7 and 8). */
export const usersEndpoints = declareEndpoints<typeof usersEndpointSchemas>()({
  /** The one-time number a registered wallet signs to sign in. */
  usersNonce: { method: 'GET', path: '/users', auth: 'public' },
  /** Registers a wallet with an email; a verification mail goes out. */
  createAccount: { method: 'POST', path: '/users/createAccount', auth: 'public' },
  /** Signs in with the wallet's signature of its one-time number. */
  authentication: { method: 'POST', path: '/users/authentication', auth: 'public' },
  /** The signed-in user. */
  userProfile: { method: 'GET', path: '/users/userProfile', auth: 'session' },
  /** A one-time code whose QR signs a phone in as this user. */
  getQRCode: { method: 'GET', path: '/users/getQRCode', auth: 'session' },
  /** Trades that code, once, for a session on the scanning device. */
  linkDevice: { method: 'POST', path: '/users/linkDevice', auth: 'public' },
  /** Ends this session. */
  logout: { method: 'GET', path: '/users/logout', auth: 'session' },
  /** The verification mail's link; signed in as the account, it also binds the address to its owner. */
  validateVerificationToken: { method: 'GET', path: '/users/validateVerificationToken', auth: 'optional' },
  /** Replaces the account's email (not in the spec). */
  changeEmail: { method: 'POST', path: '/users/changeEmail', auth: 'session' },
  /** Mails a new verification link to the unverified email (not in the spec). */
  resendVerification: { method: 'POST', path: '/users/resendVerification', auth: 'session' },
  /** The link mailed to the current address that confirms an email change (not in the spec). */
  confirmEmailChange: { method: 'POST', path: '/users/confirmEmailChange', auth: 'public' },
  /** The visitor's country and whether connecting from it is restricted. */
  region: { method: 'GET', path: '/users/region', auth: 'public' },
  // The console's support screens: find a user, see them, block, end sessions, resend the mail.
  searchUsers: { method: 'GET', path: '/admin/api/users', auth: 'operator', roles: ['support'] },
  userDetail: { method: 'GET', path: '/admin/api/users/:userId', auth: 'operator', roles: ['support'] },
  /** Blocks the user's wallet with a reason; their sessions end at once (as the CLI's `block`). */
  blockUser: { method: 'POST', path: '/admin/api/users/:userId/block', auth: 'operator', roles: ['support'] },
  unblockUser: {
    method: 'POST',
    path: '/admin/api/users/:userId/unblock',
    auth: 'operator',
    roles: ['support'],
  },
  endUserSessions: {
    method: 'POST',
    path: '/admin/api/users/:userId/end-sessions',
    auth: 'operator',
    roles: ['support'],
  },
  resendUserVerification: {
    method: 'POST',
    path: '/admin/api/users/:userId/resend-verification',
    auth: 'operator',
    roles: ['support'],
  },
});
