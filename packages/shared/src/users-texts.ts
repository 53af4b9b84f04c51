// Apart from the schemas, so a page can show these texts without loading zod.

/** Texts of the sign-in flow (storefront spec, sections 5 and 8), shown word for word. */
export const usersTexts = {
  emailRequired: 'Please enter your email',
  invalidEmail: 'Please enter a valid email',
  referralUnknown: 'This referral code does not exist. Check it or leave the field empty.',
  addressTaken: 'This wallet address is already registered.',
  invalidAddress: 'This is not a valid wallet address.',
  unknownAddress: 'No account is registered for this wallet address.',
  signatureRejected: 'The signature does not match this wallet address or its current one-time number.',
  nonceExpired: 'This sign-in request has expired. Please sign in again.',
  blocked: 'This wallet address is blocked.',
  sessionMissing: 'Please connect your wallet to continue.',
  sessionExpired: 'Session Expired. Please login to continue.',
  verificationInvalid: 'This verification link is not valid, has expired or was already used.',
  verified: 'Your email address is verified.',
  loggedOut: 'You are logged out.',
  linkCodeInvalid: 'This QR code is not valid, has expired or was already used.',
  emailUnchanged: 'This is already the email address of your account.',
  alreadyVerified: 'Your email address is already verified.',
  emailMailsLimited: 'Too many emails asked for this account. Please try again in an hour.',
  mailFailed: 'We could not send the mail right now. Please try again later.',
  verificationSent: 'We sent a verification link. Open it to verify your email address.',
  confirmationSent:
    'We sent a confirmation link to your current email address. Your email changes once you open it.',
  emailChangeInvalid: 'This confirmation link is not valid, has expired or was already used.',
  emailChangeConfirmed:
    'Your email change is confirmed. Open the link we sent to the new address to verify it.',
  starterFundsWithheld:
    'Your account is ready, without demo funds: too many new accounts came from your network this hour.',
  verificationMailDelayed:
    'Your account is ready, but too many mails went to your network this hour: ask for the verification mail again from your profile later.',
} as const;

/** The exact message a wallet signs to sign in (EIP-191 personal_sign). */
export const signInMessage = (nonce: string) =>
  `I am signing to DAPPX with my one-time random number: ${nonce}`;

/** The register dialog's email rule: a standard address, any case. */
export const registerEmailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
