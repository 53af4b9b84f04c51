import {
  apiError,
  newsletterConfirmQuery,
  newsletterConfirmResponse,
  newsletterSubmitBody,
  newsletterSubmitResponse,
  newsletterTexts,
} from '@dappx/shared';
import type { App, AppDeps } from '../../lib/types';
import { mailLimit, perClient } from '../../lib/shared-rate-limit';
import { confirm, subscribe } from './service';

export async function newsletterRoutes(app: App, { db, mailer, config }: AppDeps) {
  app.post(
    '/newsletter/submit',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an address; a confirmation mail is sent',
        body: newsletterSubmitBody,
        response: {
          200: newsletterSubmitResponse,
          400: apiError,
          409: apiError,
          429: apiError,
          503: apiError,
        },
      },
      preHandler: perClient({ db }, mailLimit(config)),
    },
    async (request) => {
      await subscribe({ db, mailer, publicUrl: config.publicUrl }, request.body.email);
      return { message: newsletterTexts.success };
    },
  );

  app.get(
    '/newsletter/confirm',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Confirm a subscription with the token from its mail (single use)',
        querystring: newsletterConfirmQuery,
        response: { 200: newsletterConfirmResponse, 400: apiError, 404: apiError },
      },
    },
    async (request) => {
      await confirm(db, request.query.token);
      return { message: newsletterTexts.confirmed };
    },
  );
}
