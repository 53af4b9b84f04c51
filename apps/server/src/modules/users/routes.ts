import {
  apiError,
  authenticationBody,
  authenticationResponse,
  changeEmailBody,
  confirmEmailChangeBody,
  createAccountBody,
  emailMailSentResponse,
  createAccountResponse,
  linkDeviceBody,
  messageResponse,
  qrCodeResponse,
  regionResponse,
  restrictedCountries,
  userProfileResponse,
  usersNonceQuery,
  usersNonceResponse,
  usersTexts,
  validateVerificationTokenQuery,
} from '@dappx/shared';
import type { FastifyRequest } from 'fastify';
import { mailLimit, perClient, signInLimit } from '../../lib/shared-rate-limit';
import type { App, AppDeps } from '../../lib/types';
import { fundNewDemoAccount, limitDemoFunding } from './demo-funding';
import { changeEmail, confirmEmailChange, resendVerification } from './email-change';
import { revokeSession } from './repository';
import {
  authenticate,
  createAccount,
  createDeviceLinkCode,
  currentNonce,
  linkDevice,
  validateVerificationToken,
} from './service';
import { requireSession } from './session';

const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError, 429: apiError };

export async function usersRoutes(app: App, deps: AppDeps) {
  const { db, config } = deps;
  // Per client address; the service adds a per-wallet limit shared by every process.
  // Per client address, shared by every replica; the per-wallet limit is the service's.
  const signInGuard = perClient(deps, signInLimit(config), { perRoute: true });
  const mailGuard = [signInGuard, perClient(deps, mailLimit(config))];

  app.get(
    '/users',
    {
      preHandler: signInGuard,
      schema: {
        tags: ['users'],
        summary: 'The one-time number a registered wallet signs to sign in; 404 for an unknown wallet',
        querystring: usersNonceQuery,
        response: { 200: usersNonceResponse, ...errors },
      },
    },
    async (request) => ({ nonce: await currentNonce(deps, request.query.publicAddress) }),
  );

  app.post(
    '/users/createAccount',
    {
      preHandler: mailGuard,
      schema: {
        tags: ['users'],
        summary: 'Register a wallet with an email (and a referral code); a verification mail is sent',
        body: createAccountBody,
        response: { 200: createAccountResponse, ...errors, 503: apiError },
      },
    },
    async (request) => {
      await limitDemoFunding(deps, request.ip);
      const { nonce } = await createAccount(deps, request.body);
      await fundNewDemoAccount(deps, request.body.publicAddress);
      return { nonce };
    },
  );

  app.post(
    '/users/authentication',
    {
      preHandler: signInGuard,
      schema: {
        tags: ['users'],
        summary: 'Sign in with a personal_sign signature of the current one-time number',
        body: authenticationBody,
        response: { 200: authenticationResponse, ...errors },
      },
    },
    async (request) => {
      const { sessionId, referralCode } = await authenticate(deps, request.body);
      return { 'session-id': sessionId, referral_code: referralCode };
    },
  );

  app.get(
    '/users/userProfile',
    {
      schema: {
        tags: ['users'],
        summary: 'The signed-in user (session-id header)',
        response: { 200: userProfileResponse, ...errors },
      },
    },
    async (request) => {
      const { user } = await requireSession(request, deps);
      return {
        username: user.username,
        email_id: user.email,
        is_verified: user.isVerified,
        referral_code: user.referralCode,
        wallet_address: user.publicAddress,
      };
    },
  );

  app.get(
    '/users/getQRCode',
    {
      schema: {
        tags: ['users'],
        summary: 'A one-time code (10 minutes) whose QR signs a phone in as this user',
        response: { 200: qrCodeResponse, ...errors },
      },
    },
    async (request) => {
      const { user } = await requireSession(request, deps);
      const { code, expiresAt } = await createDeviceLinkCode(deps.db, user.id);
      return { code, expires_at: expiresAt.toISOString() };
    },
  );

  app.post(
    '/users/linkDevice',
    {
      preHandler: signInGuard,
      schema: {
        tags: ['users'],
        summary: 'Trade a QR code, once, for a session on the scanning device',
        body: linkDeviceBody,
        response: { 200: authenticationResponse, ...errors },
      },
    },
    async (request) => {
      const { sessionId, referralCode } = await linkDevice(deps, request.body.code);
      return { 'session-id': sessionId, referral_code: referralCode };
    },
  );

  app.get(
    '/users/logout',
    {
      schema: {
        tags: ['users'],
        summary: 'End this session (session-id header)',
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      const { tokenHash } = await requireSession(request, deps);
      await revokeSession(db, tokenHash);
      return { message: usersTexts.loggedOut };
    },
  );

  app.get(
    '/users/validateVerificationToken',
    {
      schema: {
        tags: ['users'],
        summary: 'Verify the email address with the link from the verification mail (single use)',
        querystring: validateVerificationTokenQuery,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      // Optional: opened while signed in as this account, the link also binds the address to its owner.
      const signedIn = await requireSession(request, deps).catch(() => undefined);
      await validateVerificationToken(db, request.query.userId, request.query.token, signedIn?.user.id);
      return { message: usersTexts.verified };
    },
  );

  app.post(
    '/users/changeEmail',
    {
      preHandler: mailGuard,
      schema: {
        tags: ['users'],
        summary:
          'Replace the email (session-id header): an unverified address at once, a verified one after confirmation from it',
        body: changeEmailBody,
        response: { 200: emailMailSentResponse, ...errors, 503: apiError },
      },
    },
    async (request) => {
      const { user } = await requireSession(request, deps);
      return changeEmail(deps, user, request.body.email_id);
    },
  );

  app.post(
    '/users/resendVerification',
    {
      preHandler: mailGuard,
      schema: {
        tags: ['users'],
        summary:
          'Mail a new verification link to the unverified email (session-id header); older links stop working',
        response: { 200: emailMailSentResponse, ...errors, 503: apiError },
      },
    },
    async (request) => {
      const { user } = await requireSession(request, deps);
      return resendVerification(deps, user);
    },
  );

  app.post(
    '/users/confirmEmailChange',
    {
      preHandler: signInGuard,
      schema: {
        tags: ['users'],
        summary: 'Confirm an email change with the link mailed to the current address (single use)',
        body: confirmEmailChangeBody,
        response: { 200: messageResponse, ...errors, 503: apiError },
      },
    },
    async (request) => {
      await confirmEmailChange(deps, request.body);
      return { message: usersTexts.emailChangeConfirmed };
    },
  );

  app.get(
    '/users/region',
    {
      schema: {
        tags: ['users'],
        summary: 'The visitor’s country from the trusted proxy header, and whether connecting is restricted',
        response: { 200: regionResponse },
      },
    },
    async (request) => {
      const country = countryOf(request, config.signIn.countryHeader);
      return {
        country,
        restricted: country !== null && (restrictedCountries as readonly string[]).includes(country),
      };
    },
  );
}

function countryOf(request: FastifyRequest, header: string | undefined): string | null {
  if (!header) return null;
  const value = request.headers[header];
  const country = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase();
  return country && /^[A-Z]{2,3}$/.test(country) ? country : null;
}
