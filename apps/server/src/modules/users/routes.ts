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
const tags = ['users'];

type Guard = ReturnType<typeof perClient>;
/** The shared limits in front of sign-in (per route and client) and of the calls that send mail. */
type Guards = { signIn: Guard; mail: Guard[] };

export async function usersRoutes(app: App, deps: AppDeps) {
  // Per client address; the service adds a per-wallet limit shared by every process.
  // Per client address, shared by every replica; the per-wallet limit is the service's.
  const signIn = perClient(deps, signInLimit(deps.config), { perRoute: true });
  const guards: Guards = { signIn, mail: [signIn, perClient(deps, mailLimit(deps.config))] };

  registerNonce(app, deps, guards);
  registerCreateAccount(app, deps, guards);
  registerAuthentication(app, deps, guards);
  registerUserProfile(app, deps);
  registerQrCode(app, deps);
  registerLinkDevice(app, deps, guards);
  registerLogout(app, deps);
  registerValidateVerificationToken(app, deps);
  registerChangeEmail(app, deps, guards);
  registerResendVerification(app, deps, guards);
  registerConfirmEmailChange(app, deps, guards);
  registerRegion(app, deps);
}

function registerNonce(app: App, deps: AppDeps, guards: Guards) {
  app.get(
    '/users',
    {
      preHandler: guards.signIn,
      schema: {
        tags,
        summary: 'The one-time number a registered wallet signs to sign in; 404 for an unknown wallet',
        querystring: usersNonceQuery,
        response: { 200: usersNonceResponse, ...errors },
      },
    },
    async (request) => ({ nonce: await currentNonce(deps, request.query.publicAddress) }),
  );
}

function registerCreateAccount(app: App, deps: AppDeps, guards: Guards) {
  app.post(
    '/users/createAccount',
    {
      preHandler: guards.mail,
      schema: {
        tags,
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
}

function registerAuthentication(app: App, deps: AppDeps, guards: Guards) {
  app.post(
    '/users/authentication',
    {
      preHandler: guards.signIn,
      schema: {
        tags,
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
}

function registerUserProfile(app: App, deps: AppDeps) {
  app.get(
    '/users/userProfile',
    {
      schema: {
        tags,
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
}

function registerQrCode(app: App, deps: AppDeps) {
  app.get(
    '/users/getQRCode',
    {
      schema: {
        tags,
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
}

function registerLinkDevice(app: App, deps: AppDeps, guards: Guards) {
  app.post(
    '/users/linkDevice',
    {
      preHandler: guards.signIn,
      schema: {
        tags,
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
}

function registerLogout(app: App, deps: AppDeps) {
  app.get(
    '/users/logout',
    {
      schema: {
        tags,
        summary: 'End this session (session-id header)',
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      const { tokenHash } = await requireSession(request, deps);
      await revokeSession(deps.db, tokenHash);
      return { message: usersTexts.loggedOut };
    },
  );
}

function registerValidateVerificationToken(app: App, deps: AppDeps) {
  app.get(
    '/users/validateVerificationToken',
    {
      schema: {
        tags,
        summary: 'Verify the email address with the link from the verification mail (single use)',
        querystring: validateVerificationTokenQuery,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      // Optional: opened while signed in as this account, the link also binds the address to its owner.
      const signedIn = await requireSession(request, deps).catch(() => undefined);
      await validateVerificationToken(deps.db, request.query.userId, request.query.token, signedIn?.user.id);
      return { message: usersTexts.verified };
    },
  );
}

function registerChangeEmail(app: App, deps: AppDeps, guards: Guards) {
  app.post(
    '/users/changeEmail',
    {
      preHandler: guards.mail,
      schema: {
        tags,
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
}

function registerResendVerification(app: App, deps: AppDeps, guards: Guards) {
  app.post(
    '/users/resendVerification',
    {
      preHandler: guards.mail,
      schema: {
        tags,
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
}

function registerConfirmEmailChange(app: App, deps: AppDeps, guards: Guards) {
  app.post(
    '/users/confirmEmailChange',
    {
      preHandler: guards.signIn,
      schema: {
        tags,
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
}

function registerRegion(app: App, deps: AppDeps) {
  app.get(
    '/users/region',
    {
      schema: {
        tags,
        summary: 'The visitor’s country from the trusted proxy header, and whether connecting is restricted',
        response: { 200: regionResponse },
      },
    },
    async (request) => {
      const country = countryOf(request, deps.config.signIn.countryHeader);
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
