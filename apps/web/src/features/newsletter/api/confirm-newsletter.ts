import { newsletterConfirmResponse } from '@dappx/shared';
import { apiRequest } from '@/lib/api-client';

export const confirmNewsletter = (token: string) =>
  apiRequest('/newsletter/confirm', { query: { token }, schema: newsletterConfirmResponse });
