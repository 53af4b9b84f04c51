import type { NewsletterSubmitBody, NewsletterSubmitResponse } from '@dappx/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const submitNewsletter = (body: NewsletterSubmitBody) =>
  apiRequest<NewsletterSubmitResponse>('/newsletter/submit', { method: 'POST', body });

export const useSubmitNewsletter = () => useMutation({ mutationFn: submitNewsletter });
