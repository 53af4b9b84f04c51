import { translateServerText, usersEndpoints, usersTexts } from '@dappx/shared';
import { serveEndpoint } from '../../lib/endpoint';
import { mailLimit, perClient, signInLimit } from '../../lib/shared-rate-limit';
import { languageOf, varyByLanguage } from '../../lib/language';
import type { App, AppDeps } from '../../lib/types';
import { fundNewDemoAccount, starterFundsFor, withinSharedLimit } from './demo-funding';
import { changeEmail, confirmEmailChange, resendVerification } from './email-change';
import { countryOf, isRestricted } from './region';
import { revokeSession } from './repository';
import { registerSupportRoutes } from './support-routes';
import {
  authenticate,
  createAccount,
  createDeviceLinkCode,
  currentNonce,
  linkDevice,
  validateVerificationToken,
} from './service';

const tags = ['users'];
// Documented on every sign-in and account route, signed in or not (a blocked wallet hears 403).
const errors = [401, 403, 404, 409, 429];
const mailErrors = [...errors, 503];

type Guard = ReturnType<typeof perClient>;
/** The shared limits in front of sign-in (per route and client) and of the calls that send mail. */
type Guards = { signIn: Guard; mail: Guard[] };

export async function usersRoutes(app: App, deps: AppDeps) {
  // Per client address, shared by every replica; the per-wallet limit is the service's.
  const signIn = perClient(deps, signInLimit(deps.config), { perRoute: true });
  const guards: Guards = { signIn, mail: [signIn, perClient(deps, mailLimit(deps.config))] };

  registerNonce(app, deps, guards);
  registerCreateAccount(app, deps, guards);
  registerAuthentication(app, deps, guards);
  registerUserProfile(app);
  registerQrCode(app, deps);
  registerLinkDevice(app, deps, guards);
  registerLogout(app, deps);
  registerValidateVerificationToken(app, deps);
  registerChangeEmail(app, deps, guards);
  registerResendVerification(app, deps, guards);
  registerConfirmEmailChange(app, deps, guards);
  registerRegion(app, deps);
  registerSupportRoutes(app, deps);
}

function registerNonce(app: App, deps: AppDeps, guards: Guards) {
  serveEndpoint(
    app,
    usersEndpoints.usersNonce,
    {
      tags,
      summary: 'The one-time number a registered wallet signs to sign in; 404 for an unknown wallet',
      errors,
      fastify: { preHandler: guards.signIn },
    },
    async ({ query }) => ({ nonce: await currentNonce(deps, query.publicAddress) }),
  );
}

function registerCreateAccount(app: App, deps: AppDeps, guards: Guards) {
  serveEndpoint(
    app,
    usersEndpoints.createAccount,
    {
      tags,
      summary:
        'Register a wallet with an email (and a referral code); a verification mail is sent. Past a limit of the client network, the account is made without demo funds or with its mail held back, as `notices` say',
      errors: mailErrors,
      fastify: { preHandler: guards.signIn },
    },
    async ({ body, request, reply }) => {
      const funds = await starterFundsFor(deps, request.ip);
      const mail = await withinSharedLimit(deps, mailLimit(deps.config), request.ip);
      const welcome = { starterFunds: funds === 'given', mail };
      const { nonce } = await createAccount(deps, body, welcome, languageOf(request));
      if (funds === 'given') await fundNewDemoAccount(deps, body.publicAddress);
      const notices = [
        ...(funds === 'withheld' ? [usersTexts.starterFundsWithheld] : []),
        ...(mail ? [] : [usersTexts.verificationMailDelayed]),
      ];
      varyByLanguage(reply);
      return {
        nonce,
        starter_funds: funds === 'given',
        verification_mail_sent: mail,
        notices: notices.map((text) => translateServerText(text, languageOf(request))),
      };
    },
  );
}

function registerAuthentication(app: App, deps: AppDeps, guards: Guards) {
  serveEndpoint(
    app,
    usersEndpoints.authentication,
    {
      tags,
      summary: 'Sign in with a personal_sign signature of the current one-time number',
      errors,
      fastify: { preHandler: guards.signIn },
    },
    async ({ body }) => {
      const { sessionId, referralCode } = await authenticate(deps, body);
      return { 'session-id': sessionId, referral_code: referralCode };
    },
  );
}

function registerUserProfile(app: App) {
  serveEndpoint(
    app,
    usersEndpoints.userProfile,
    { tags, summary: 'The signed-in user (session-id header)', errors },
    ({ signedIn: { user } }) => ({
      username: user.username,
      email_id: user.email,
      is_verified: user.isVerified,
      referral_code: user.referralCode,
      wallet_address: user.publicAddress,
    }),
  );
}

function registerQrCode(app: App, deps: AppDeps) {
  serveEndpoint(
    app,
    usersEndpoints.getQRCode,
    { tags, summary: 'A one-time code (10 minutes) whose QR signs a phone in as this user', errors },
    async ({ signedIn }) => {
      const { code, expiresAt } = await createDeviceLinkCode(deps.db, signedIn);
      return { code, expires_at: expiresAt.toISOString() };
    },
  );
}

function registerLinkDevice(app: App, deps: AppDeps, guards: Guards) {
  serveEndpoint(
    app,
    usersEndpoints.linkDevice,
    {
      tags,
      summary: 'Trade a QR code, once, for a session on the scanning device',
      errors,
      fastify: { preHandler: guards.signIn },
    },
    async ({ body }) => {
      const { sessionId, referralCode } = await linkDevice(deps, body.code);
      return { 'session-id': sessionId, referral_code: referralCode };
    },
  );
}

function registerLogout(app: App, deps: AppDeps) {
  serveEndpoint(
    app,
    usersEndpoints.logout,
    { tags, summary: 'End this session (session-id header)', errors },
    async ({ signedIn }) => {
      await revokeSession(deps.db, signedIn.tokenHash);
      return { message: usersTexts.loggedOut };
    },
  );
}

function registerValidateVerificationToken(app: App, deps: AppDeps) {
  serveEndpoint(
    app,
    usersEndpoints.validateVerificationToken,
    {
      tags,
      summary:
        'Verify the email address with the link from the verification mail (single use; the same link opened again answers `alreadyVerified`)',
      errors,
    },
    // Opened while signed in as this account, the link also binds the address to its owner.
    async ({ query, signedIn }) => {
      const { alreadyVerified } = await validateVerificationToken(
        deps.db,
        query.userId,
        query.token,
        signedIn?.user.id,
      );
      return { message: alreadyVerified ? usersTexts.alreadyVerified : usersTexts.verified, alreadyVerified };
    },
  );
}

function registerChangeEmail(app: App, deps: AppDeps, guards: Guards) {
  serveEndpoint(
    app,
    usersEndpoints.changeEmail,
    {
      tags,
      summary:
        'Replace the email (session-id header): an unverified address at once, a verified one after confirmation from it',
      errors: mailErrors,
      fastify: { preHandler: guards.mail },
    },
    ({ body, signedIn, request }) => changeEmail(deps, signedIn.user, body.email_id, languageOf(request)),
  );
}

function registerResendVerification(app: App, deps: AppDeps, guards: Guards) {
  serveEndpoint(
    app,
    usersEndpoints.resendVerification,
    {
      tags,
      summary:
        'Mail a new verification link to the unverified email (session-id header); older links stop working',
      errors: mailErrors,
      fastify: { preHandler: guards.mail },
    },
    ({ signedIn, request }) => resendVerification(deps, signedIn.user, languageOf(request)),
  );
}

function registerConfirmEmailChange(app: App, deps: AppDeps, guards: Guards) {
  serveEndpoint(
    app,
    usersEndpoints.confirmEmailChange,
    {
      tags,
      summary: 'Confirm an email change with the link mailed to the current address (single use)',
      errors: mailErrors,
      fastify: { preHandler: guards.signIn },
    },
    async ({ body, request }) => {
      await confirmEmailChange(deps, body, languageOf(request));
      return { message: usersTexts.emailChangeConfirmed };
    },
  );
}

function registerRegion(app: App, deps: AppDeps) {
  serveEndpoint(
    app,
    usersEndpoints.region,
    {
      tags,
      summary:
        'The visitor’s country (trusted proxy header, else the offline IP database), and whether connecting is restricted',
    },
    async ({ request }) => {
      const country = await countryOf(request, deps.config.signIn);
      return { country, restricted: isRestricted(country) };
    },
  );
}
