import { operatorsEndpoints } from '@dappx/shared';
import { serveEndpoint } from '../../lib/endpoint';
import { perClient, signInLimit } from '../../lib/shared-rate-limit';
import type { App, AppDeps } from '../../lib/types';
import { revokeOperatorSession } from './repository';
import { addOperator, listOperatorPage, setOperatorDisabled } from './service';
import { operatorNonce, signInOperator } from './sign-in';

const tags = ['admin'];
const errors = [401, 403, 404, 409, 429];

export async function operatorsRoutes(app: App, deps: Pick<AppDeps, 'db' | 'config'>) {
  registerSignIn(app, deps);
  registerManagement(app, deps);
}

function registerSignIn(app: App, deps: Pick<AppDeps, 'db' | 'config'>) {
  // Per client address and route, shared by every replica, as user sign-in is.
  const signIn = perClient(deps, signInLimit(deps.config), { perRoute: true });
  serveEndpoint(
    app,
    operatorsEndpoints.operatorNonce,
    {
      tags,
      summary:
        'The EIP-4361 message (10 minutes) an operator wallet signs to open a console session; any address gets one, only an operator’s works',
      errors,
      fastify: { preHandler: signIn },
    },
    async ({ query }) => operatorNonce(deps, query.publicAddress),
  );
  serveEndpoint(
    app,
    operatorsEndpoints.operatorSignIn,
    {
      tags,
      summary: 'Open a console session with a personal_sign signature of the live sign-in message',
      errors,
      fastify: { preHandler: signIn },
    },
    async ({ body }) => signInOperator(deps, body),
  );
  serveEndpoint(
    app,
    operatorsEndpoints.operatorSignOut,
    { tags, summary: 'End this console session', errors },
    async ({ operator }) => {
      await revokeOperatorSession(deps.db, operator.tokenHash);
      return { signed_out: true as const };
    },
  );
  serveEndpoint(
    app,
    operatorsEndpoints.operatorMe,
    { tags, summary: 'The signed-in operator and when the session ends', errors },
    ({ operator }) => ({
      address: operator.address,
      role: operator.role,
      expires_at: operator.expiresAt.toISOString(),
    }),
  );
}

function registerManagement(app: App, { db }: Pick<AppDeps, 'db'>) {
  serveEndpoint(
    app,
    operatorsEndpoints.listOperators,
    {
      tags,
      summary:
        'Operators, disabled ones too, oldest first: by text of the address or who added it, by role, a page at a time (owner only)',
      errors,
    },
    async ({ query }) => listOperatorPage(db, query),
  );
  serveEndpoint(
    app,
    operatorsEndpoints.addOperator,
    { tags, summary: 'Add an operator with a role (owner only)', errors, status: 201 },
    async ({ body, operator }) => addOperator(db, operator.address, body),
  );
  serveEndpoint(
    app,
    operatorsEndpoints.setOperatorDisabled,
    { tags, summary: 'Disable an operator (their sessions end) or enable one again (owner only)', errors },
    async ({ params, body, operator }) =>
      setOperatorDisabled(db, operator.address, { address: params.address, disabled: body.disabled }),
  );
}
