import type { NewsletterSubmitBody } from '@dappx/shared/newsletter';
import { newsletterEndpoints } from '@dappx/shared/endpoints/newsletter';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const submitNewsletter = (body: NewsletterSubmitBody) =>
  api(newsletterEndpoints.newsletterSubmit, { body });

export const useSubmitNewsletter = () => useMutation({ mutationFn: submitNewsletter });
