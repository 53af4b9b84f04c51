import { declareEndpoints } from '../endpoint';
import type { newsletterEndpointSchemas } from '../newsletter';

/** The footer's newsletter: subscribe, then confirm with the token the mail carries (single use). */
export const newsletterEndpoints = declareEndpoints<typeof newsletterEndpointSchemas>()({
  newsletterSubmit: { method: 'POST', path: '/newsletter/submit', auth: 'public' },
  newsletterConfirm: { method: 'GET', path: '/newsletter/confirm', auth: 'public' },
});
