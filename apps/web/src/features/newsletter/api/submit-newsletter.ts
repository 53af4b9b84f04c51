import { newsletterSubmitResponse, type NewsletterSubmitBody } from '@dappx/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const submitNewsletter = (body: NewsletterSubmitBody) =>
  apiRequest('/newsletter/submit', { method: 'POST', body, schema: newsletterSubmitResponse });

export const useSubmitNewsletter = () => useMutation({ mutationFn: submitNewsletter });
