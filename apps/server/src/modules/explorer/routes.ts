import { explorerEndpoints } from '@dappx/shared';
import type { Hex } from 'viem';
import { serveEndpoint } from '../../lib/endpoint';
import type { App, AppDeps } from '../../lib/types';
import { explorerTransaction } from './service';

export async function explorerRoutes(app: App, deps: Pick<AppDeps, 'config'>) {
  serveEndpoint(
    app,
    explorerEndpoints.explorerTransaction,
    {
      tags: ['explorer'],
      summary:
        'A transaction of a demo chain: status, block, from, to, value, gas used and its logs decoded with our contracts’ ABIs',
      errors: [400, 404],
    },
    ({ params }) => explorerTransaction(deps.config.chains, params.chainId, params.hash as Hex),
  );
}
