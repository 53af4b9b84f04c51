// The newsletter's texts and email rule without zod, so the footer's form can use them in the first load.

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
