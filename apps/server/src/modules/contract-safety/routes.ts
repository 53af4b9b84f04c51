import { contractSafetyEndpoints } from '@dappx/shared';
import { serveEndpoint } from '../../lib/endpoint';
import type { App, AppDeps } from '../../lib/types';
import { appContractSafety } from './service';

/** Anyone reads what the chain says of an app's contracts; the background job keeps it, so a read is cheap. */
export async function contractSafetyRoutes(app: App, { db, config }: Pick<AppDeps, 'db' | 'config'>) {
  serveEndpoint(
    app,
    contractSafetyEndpoints.contractSafety,
    {
      tags: ['contract-safety'],
      summary:
        'What the chain says of each contract an app lists: code, age, proxy, owner, privileged functions',
    },
    async ({ query }) => appContractSafety({ db, chains: config.chains }, query.app),
  );
}
