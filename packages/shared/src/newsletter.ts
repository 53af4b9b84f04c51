import { z } from 'zod';

/**
 * The newsletter rule of the storefront spec (section 5): lowercase letters, digits and ._%+- before @,
 * a domain of letters, digits, dots and hyphens, ending in 2 to 4 letters. Tested on the raw input,
 * so uppercase fails on purpose.
 */
export const newsletterEmailPattern = /^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,4}$/;

export const newsletterTexts = {
  invalidEmail: 'Please enter a valid email address',
  success: 'Thank you, your sign-up request was successful! Please check your email inbox to confirm.',
  alreadySubscribed: 'Given email address is already subscribed, thank you!',
  confirmed: 'Your newsletter subscription is confirmed, thank you!',
} as const;

/** RFC 5321 caps a forward path at 254 characters. */
export const newsletterEmailMaxLength = 254;

export function isValidNewsletterEmail(raw: string): boolean {
  return raw.length <= newsletterEmailMaxLength && newsletterEmailPattern.test(raw);
}

export const newsletterSubmitBody = z.strictObject({
  email: z
    .string()
    .max(newsletterEmailMaxLength, newsletterTexts.invalidEmail)
    .regex(newsletterEmailPattern, newsletterTexts.invalidEmail),
});
export type NewsletterSubmitBody = z.infer<typeof newsletterSubmitBody>;

export const newsletterSubmitResponse = z.object({ message: z.string() });
export type NewsletterSubmitResponse = z.infer<typeof newsletterSubmitResponse>;

export const newsletterConfirmQuery = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'The confirmation link is not valid.'),
});
export const newsletterConfirmResponse = z.object({ message: z.string() });
