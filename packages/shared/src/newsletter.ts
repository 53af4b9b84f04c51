import { z } from 'zod';
import type { EndpointSchemaTable } from './endpoint';
import { newsletterEmailMaxLength, newsletterEmailPattern, newsletterTexts } from './newsletter-rules';

export {
  isValidNewsletterEmail,
  newsletterEmailMaxLength,
  newsletterEmailPattern,
  newsletterTexts,
} from './newsletter-rules';

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
export type NewsletterConfirmResponse = z.infer<typeof newsletterConfirmResponse>;

/** The schemas of the newsletter endpoints (declared in endpoints/newsletter.ts). */
export const newsletterEndpointSchemas = {
  newsletterSubmit: { body: newsletterSubmitBody, response: newsletterSubmitResponse },
  newsletterConfirm: { query: newsletterConfirmQuery, response: newsletterConfirmResponse },
} satisfies EndpointSchemaTable;
