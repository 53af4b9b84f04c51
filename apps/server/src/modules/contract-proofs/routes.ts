import { contractProofsEndpoints } from '@dappx/shared';
import { serveEndpoint } from '../../lib/endpoint';
import { perClient, proofLimit } from '../../lib/shared-rate-limit';
import type { App, AppDeps } from '../../lib/types';
import {
  addContractByEditor,
  contractListings,
  proveContractAsEditor,
  removeContractAddition,
} from './listings';
import { proveContract } from './service';

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
    async ({ query }) => ({ contracts: await contractListings({ db, chains: config.chains }, query.app) }),
  );
  adminContractRoutes(app, { db, config });
}

const adminTags = ['admin'];

/**
 * The console's listed contracts: editors read them with their proofs, enter a team's signature on its
 * behalf, and count a contract without a proof or stop counting it, each with its reason (audited).
 */
function adminContractRoutes(app: App, { db, config }: Pick<AppDeps, 'db' | 'config'>) {
  const deps = { db, chains: config.chains };
  serveEndpoint(
    app,
    contractProofsEndpoints.adminContractListings,
    {
      tags: adminTags,
      summary:
        'Every listed contract with its proof and any editor’s addition, by app and part of the address, a page at a time',
      errors: [401, 403],
    },
    async ({ query }) => {
      const text = query.q?.toLowerCase();
      const all = await contractListings(deps, query.app);
      const matching = text ? all.filter((contract) => contract.address.includes(text)) : all;
      return { contracts: matching.slice(query.offset, query.offset + query.limit), total: matching.length };
    },
  );
  serveEndpoint(
    app,
    contractProofsEndpoints.adminContractProof,
    {
      tags: adminTags,
      summary: 'Enters a team’s signature for a listed contract, checked against the chain (audited)',
      errors: [401, 403, 404],
    },
    ({ body, operator }) => proveContractAsEditor(deps, operator.address, body),
  );
  serveEndpoint(
    app,
    contractProofsEndpoints.adminEditorAdd,
    {
      tags: adminTags,
      summary: 'Counts a listed contract without its team’s proof, with the reason (audited)',
      errors: [401, 403, 404],
    },
    ({ body, operator }) => addContractByEditor(deps, operator.address, body),
  );
  serveEndpoint(
    app,
    contractProofsEndpoints.adminEditorRemove,
    {
      tags: adminTags,
      summary: 'Takes an editor’s addition back, with the reason (audited)',
      errors: [401, 403, 404],
    },
    ({ body, operator }) => removeContractAddition(deps, operator.address, body),
  );
}
