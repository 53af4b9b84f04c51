import { z } from 'zod';

/** Texts of the sign-in flow (storefront spec, sections 5 and 8), shown word for word. */
export const usersTexts = {
  emailRequired: 'Please enter your email',
  invalidEmail: 'Please enter a valid email',
  referralUnknown: 'This referral code does not exist. Check it or leave the field empty.',
  addressTaken: 'This wallet address is already registered.',
  invalidAddress: 'This is not a valid wallet address.',
  unknownAddress: 'No account is registered for this wallet address.',
  signatureRejected: 'The signature does not match this wallet address or its current one-time number.',
  blocked: 'This wallet address is blocked.',
  sessionMissing: 'Please connect your wallet to continue.',
  sessionExpired: 'Session Expired. Please login to continue.',
  verificationInvalid: 'This verification link is not valid, has expired or was already used.',
  verified: 'Your email address is verified.',
  loggedOut: 'You are logged out.',
  linkCodeInvalid: 'This QR code is not valid, has expired or was already used.',
} as const;

/** The exact message a wallet signs to sign in (EIP-191 personal_sign). */
export const signInMessage = (nonce: string) =>
  `I am signing to DAPPX with my one-time random number: ${nonce}`;

/** The register dialog's email rule: a standard address, any case. */
export const registerEmailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const publicAddress = z.string().regex(/^0x[0-9a-fA-F]{40}$/, usersTexts.invalidAddress);

export const usersNonceQuery = z.strictObject({ publicAddress });
export const usersNonceResponse = z.object({ nonce: z.string() });
export type UsersNonceResponse = z.infer<typeof usersNonceResponse>;

export const createAccountBody = z.strictObject({
  publicAddress,
  email_id: z
    .string({ error: usersTexts.emailRequired })
    .trim()
    .min(1, usersTexts.emailRequired)
    .max(254, usersTexts.invalidEmail)
    .regex(registerEmailPattern, usersTexts.invalidEmail),
  referral_by: z.string().trim().max(32, usersTexts.referralUnknown).optional(),
});
export type CreateAccountBody = z.infer<typeof createAccountBody>;
export const createAccountResponse = z.object({ nonce: z.string() });

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

/** Where the visitor is, from the trusted proxy's country header; KR/KOR may not connect (spec, section 4). */
export const regionResponse = z.object({ country: z.string().nullable(), restricted: z.boolean() });
export type RegionResponse = z.infer<typeof regionResponse>;
export const restrictedCountries = ['KR', 'KOR'] as const;
