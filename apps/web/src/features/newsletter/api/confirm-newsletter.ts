import { newsletterEndpoints } from '@dappx/shared/endpoints/newsletter';
import { api } from '@/lib/api-client';

export const confirmNewsletter = (token: string) =>
  api(newsletterEndpoints.newsletterConfirm, { query: { token } });
