import { contractProofsEndpoints } from '@dappx/shared';
import { serveEndpoint } from '../../lib/endpoint';
import { perClient, proofLimit } from '../../lib/shared-rate-limit';
import type { App, AppDeps } from '../../lib/types';
import { appContractProofs, proveContract } from './service';

const tags = ['contract-proofs'];

/** Teams prove the contracts they list; anyone reads the proofs, signatures included, to check them. */
export async function contractProofsRoutes(app: App, { db, config }: Pick<AppDeps, 'db' | 'config'>) {
  serveEndpoint(
    app,
    contractProofsEndpoints.contractProofSubmit,
    {
      tags,
      summary: 'Prove a listed contract with a signature of its deployer, owner() or EIP-1967 admin',
      errors: [403, 404, 429],
      // Each proof reads the chain a few dozen times: a stranger may not make us do it without end.
      fastify: { preHandler: perClient({ db }, proofLimit) },
    },
    async ({ body }) => proveContract({ db, chains: config.chains }, body),
  );
  serveEndpoint(
    app,
    contractProofsEndpoints.contractProofs,
    { tags, summary: 'The contracts an app lists, each with its team’s proof or none' },
    async ({ query }) => appContractProofs({ db, chains: config.chains }, query.app),
  );
}
