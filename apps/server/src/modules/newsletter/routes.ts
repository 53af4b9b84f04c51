import { newsletterEndpoints, newsletterTexts } from '@dappx/shared';
import { serveEndpoint } from '../../lib/endpoint';
import type { App, AppDeps } from '../../lib/types';
import { mailLimit, perClient } from '../../lib/shared-rate-limit';
import { confirm, subscribe } from './service';

const tags = ['newsletter'];

export async function newsletterRoutes(app: App, { db, mailer, config }: AppDeps) {
  serveEndpoint(
    app,
    newsletterEndpoints.newsletterSubmit,
    {
      tags,
      summary: 'Subscribe an address; a confirmation mail is sent',
      errors: [409, 429, 503],
      fastify: { preHandler: perClient({ db }, mailLimit(config)) },
    },
    async ({ body }) => {
      await subscribe({ db, mailer, publicUrl: config.publicUrl }, body.email);
      return { message: newsletterTexts.success };
    },
  );

  serveEndpoint(
    app,
    newsletterEndpoints.newsletterConfirm,
    {
      tags,
      summary: 'Confirm a subscription with the token from its mail (single use)',
      errors: [404],
    },
    async ({ query }) => {
      await confirm(db, query.token);
      return { message: newsletterTexts.confirmed };
    },
  );
}
