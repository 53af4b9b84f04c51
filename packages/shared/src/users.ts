import { z } from 'zod';
import type { EndpointSchemaTable } from './endpoint';
import { queryFlag } from './console-lists';
import { operatorsTexts } from './operators-texts';
import { singleLineText } from './text';
import { registerEmailPattern, usersTexts } from './users-texts';

export const publicAddress = z.string().regex(/^0x[0-9a-fA-F]{40}$/, usersTexts.invalidAddress);

export const usersNonceQuery = z.strictObject({ publicAddress });
export const usersNonceResponse = z.object({ nonce: z.string() });
export type UsersNonceResponse = z.infer<typeof usersNonceResponse>;

/** An account's email: the register dialog's rule, for a new account and for a changed address alike. */
const accountEmail = singleLineText({ trim: true, error: usersTexts.emailRequired })
  .min(1, usersTexts.emailRequired)
  .max(254, usersTexts.invalidEmail)
  .regex(registerEmailPattern, usersTexts.invalidEmail);

export const createAccountBody = z.strictObject({
  publicAddress,
  email_id: accountEmail,
  referral_by: singleLineText({ trim: true }).max(32, usersTexts.referralUnknown).optional(),
});
export type CreateAccountBody = z.infer<typeof createAccountBody>;
/**
 * The spec's `nonce`, and what a limit of the caller's network held back: the account is made all the same,
 * without demo starter funds or with its verification mail not sent yet (`notices` says so, in the caller's
 * language).
 */
export const createAccountResponse = z.object({
  nonce: z.string(),
  starter_funds: z.boolean(),
  verification_mail_sent: z.boolean(),
  notices: z.array(z.string()),
});
export type CreateAccountResponse = z.infer<typeof createAccountResponse>;

export const authenticationBody = z.strictObject({
  publicAddress,
  signature: z.string().regex(/^0x[0-9a-fA-F]{130}$/, usersTexts.signatureRejected),
});
export type AuthenticationBody = z.infer<typeof authenticationBody>;
export const authenticationResponse = z.object({ 'session-id': z.string(), referral_code: z.string() });
export type AuthenticationResponse = z.infer<typeof authenticationResponse>;

export const userProfileResponse = z.object({
  username: z.string(),
  email_id: z.string(),
  is_verified: z.boolean(),
  referral_code: z.string(),
  wallet_address: z.string(),
});
export type UserProfileResponse = z.infer<typeof userProfileResponse>;

/** GET /users/getQRCode: a short-lived one-time code; its QR opens the store on a phone already signed in. */
export const qrCodeResponse = z.object({ code: z.string(), expires_at: z.iso.datetime() });
export type QrCodeResponse = z.infer<typeof qrCodeResponse>;
/** POST /users/linkDevice: trades a QR code for a session of its own on the scanning device. */
export const linkDeviceBody = z.strictObject({
  code: z.string().regex(/^[A-Za-z0-9_-]{43}$/, usersTexts.linkCodeInvalid),
});

export const validateVerificationTokenQuery = z.strictObject({
  userId: z.uuid(usersTexts.verificationInvalid),
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, usersTexts.verificationInvalid),
});
export const messageResponse = z.object({ message: z.string() });
/**
 * GET /users/validateVerificationToken: `alreadyVerified` when the link had already verified this
 * address (opened again, it is not an error); any other used, wrong or expired link is refused.
 */
export const validateVerificationTokenResponse = messageResponse.extend({ alreadyVerified: z.boolean() });
export type ValidateVerificationTokenResponse = z.infer<typeof validateVerificationTokenResponse>;

/**
 * POST /users/changeEmail (signed in; not in the spec): the owner replaces the account's email. Which
 * mail went out, and to whom, tells the owner what to do next: open the verification link at the new
 * address, or first confirm the change from the current (verified) one.
 */
export const changeEmailBody = z.strictObject({ email_id: accountEmail });
export type ChangeEmailBody = z.infer<typeof changeEmailBody>;
export const emailMailSentResponse = z.object({
  message: z.string(),
  awaiting: z.enum(['verification', 'confirmation']),
  sent_to: z.string(),
});
export type EmailMailSentResponse = z.infer<typeof emailMailSentResponse>;

/** POST /users/confirmEmailChange (not in the spec): the link mailed to the old address, used once. */
export const confirmEmailChangeBody = z.strictObject({
  userId: z.uuid(usersTexts.emailChangeInvalid),
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, usersTexts.emailChangeInvalid),
});
export type ConfirmEmailChangeBody = z.infer<typeof confirmEmailChangeBody>;

/** Where the visitor is, from the trusted proxy's country header; KR/KOR may not connect (spec, section 4). */
export const regionResponse = z.object({ country: z.string().nullable(), restricted: z.boolean() });
export type RegionResponse = z.infer<typeof regionResponse>;
export const restrictedCountries = ['KR', 'KOR'] as const;

/** What the console's support screens answer (en; es and pt in server-texts.ts). */
export const userSupportTexts = {
  noUser: 'No user has this id.',
  searchTooShort: 'Type at least 2 characters of an address, email or username.',
  reasonRequired: 'Say why: the reason is kept with the block (at most 280 characters).',
  alreadyBlocked: 'This wallet is already blocked.',
  notBlocked: 'This wallet is not blocked.',
} as const;

/**
 * GET /admin/api/users: the newest accounts first; `q` finds by address (prefix or whole), email or
 * username in any case; `blocked`, `verified` and `pending_withdrawal` narrow them. Paged by key.
 */
export const userSearchQuery = z.strictObject({
  q: singleLineText({ trim: true }).min(2, userSupportTexts.searchTooShort).max(254).optional(),
  blocked: queryFlag,
  verified: queryFlag,
  pending_withdrawal: queryFlag,
  /** The `next` of the previous page: the user after whom to go on. */
  after: z.uuid(operatorsTexts.invalidCursor).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export const userSummary = z.object({
  id: z.uuid(),
  address: z.string(),
  email: z.string(),
  username: z.string(),
  is_verified: z.boolean(),
  blocked: z.boolean(),
  created_at: z.iso.datetime(),
});
export type UserSummary = z.infer<typeof userSummary>;
export const userSearchResponse = z.object({ users: z.array(userSummary), next: z.string().nullable() });

export const userIdParams = z.strictObject({ userId: z.uuid(userSupportTexts.noUser) });

/** A session as support sees it: never its token (nor the token's hash). */
export const userSessionView = z.object({
  created_at: z.iso.datetime(),
  last_seen_at: z.iso.datetime(),
  expires_at: z.iso.datetime(),
  revoked_at: z.iso.datetime().nullable(),
  active: z.boolean(),
});
export const userDetail = userSummary.extend({
  pending_email: z.string().nullable(),
  referral_code: z.string(),
  block: z.object({ reason: z.string(), at: z.iso.datetime() }).nullable(),
  sessions: z.array(userSessionView),
});
export type UserDetail = z.infer<typeof userDetail>;

export const blockUserBody = z.strictObject({
  reason: singleLineText({ trim: true, error: userSupportTexts.reasonRequired })
    .min(1, userSupportTexts.reasonRequired)
    .max(280, userSupportTexts.reasonRequired),
});
export const sessionsEndedResponse = z.object({ sessions_ended: z.number().int() });

/** The schemas of the users endpoints (declared in endpoints/users.ts). */
export const usersEndpointSchemas = {
  usersNonce: { query: usersNonceQuery, response: usersNonceResponse },
  createAccount: { body: createAccountBody, response: createAccountResponse },
  authentication: { body: authenticationBody, response: authenticationResponse },
  userProfile: { response: userProfileResponse },
  getQRCode: { response: qrCodeResponse },
  linkDevice: { body: linkDeviceBody, response: authenticationResponse },
  logout: { response: messageResponse },
  validateVerificationToken: {
    query: validateVerificationTokenQuery,
    response: validateVerificationTokenResponse,
  },
  changeEmail: { body: changeEmailBody, response: emailMailSentResponse },
  resendVerification: { response: emailMailSentResponse },
  confirmEmailChange: { body: confirmEmailChangeBody, response: messageResponse },
  region: { response: regionResponse },
  searchUsers: { query: userSearchQuery, response: userSearchResponse },
  userDetail: { params: userIdParams, response: userDetail },
  blockUser: { params: userIdParams, body: blockUserBody, response: userDetail },
  unblockUser: { params: userIdParams, response: userDetail },
  endUserSessions: { params: userIdParams, response: sessionsEndedResponse },
  resendUserVerification: { params: userIdParams, response: emailMailSentResponse },
} satisfies EndpointSchemaTable;
