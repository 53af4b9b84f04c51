import type { NewsletterConfirmResponse } from '@dappx/shared';
import { apiRequest } from '@/lib/api-client';

export const confirmNewsletter = (token: string) =>
  apiRequest<NewsletterConfirmResponse>('/newsletter/confirm', { query: { token } });
