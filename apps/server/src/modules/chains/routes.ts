import { demoTokenAbi, vaultAbi } from '@dappx/contracts';
import { chainsEndpoints, errorCodes, type ChainsInfo } from '@dappx/shared';
import { AppError } from '../../lib/app-error';
import { storeAccounts, type ChainsConfig } from '../../lib/chains-config';
import { serveEndpoint } from '../../lib/endpoint';
import type { App, AppDeps } from '../../lib/types';
import { forwardRpc, rpcProxyBody, type RpcPolicy } from './rpc-proxy';

export const chainsUnavailable = () =>
  new AppError(
    503,
    errorCodes.unavailable,
    'Service is not available at the moment. Please try again later. Thank you.',
  );

/** The chains a client may use; throws 503 when the store runs without chains. */
export function requireChains(config: Pick<AppDeps['config'], 'chains'>): ChainsConfig {
  if (!config.chains) throw chainsUnavailable();
  return config.chains;
}

function publicChains(chains: ChainsConfig): ChainsInfo {
  return {
    l1: { chainId: chains.l1.chainId, name: 'Acent', currencySymbol: 'ACE', rpcUrl: chains.l1.publicRpcUrl },
    l2: { chainId: chains.l2.chainId, name: 'IMX', currencySymbol: 'ETH', rpcUrl: chains.l2.publicRpcUrl },
    contracts: chains.contracts,
    demo: chains.demo,
  };
}

/** The definition files the spec's wallet calls fetch: ABI and address on the configured network. */
const contractFiles = [
  { endpoint: chainsEndpoints.contractJson, contractName: 'Vault', abi: vaultAbi, contract: 'vault' },
  { endpoint: chainsEndpoints.withdrawContractJson, contractName: 'Vault', abi: vaultAbi, contract: 'vault' },
  { endpoint: chainsEndpoints.acentTokenJson, contractName: 'ACE', abi: demoTokenAbi, contract: 'ace' },
  { endpoint: chainsEndpoints.dappxJson, contractName: 'DAPPX', abi: demoTokenAbi, contract: 'dappx' },
] as const;

const tags = ['chains'];

export async function chainsRoutes(app: App, deps: Pick<AppDeps, 'config'>) {
  serveEndpoint(
    app,
    chainsEndpoints.chains,
    {
      tags,
      summary: 'The two chains (L1 Acent, L2 IMX) and the addresses of our contracts on them',
      errors: [503],
    },
    () => publicChains(requireChains(deps.config)),
  );

  for (const file of contractFiles) {
    serveEndpoint(
      app,
      file.endpoint,
      {
        tags,
        summary: `Contract definition (${file.contractName}): ABI and address on the configured L1`,
        errors: [503],
      },
      ({ reply }) => {
        const chains = requireChains(deps.config);
        reply.header('cache-control', 'public, max-age=300');
        return {
          contractName: file.contractName,
          chainId: chains.l1.chainId,
          address: chains.contracts[file.contract],
          abi: file.abi as unknown as Record<string, unknown>[],
        };
      },
    );
  }

  // Demo chains listen on the server's loopback; wallets reach them through our origin.
  const demo = deps.config.chains?.demo ? deps.config.chains : undefined;
  if (demo) {
    const policy: RpcPolicy = {
      storeAccounts: new Set(storeAccounts(demo).map((address) => address.toLowerCase())),
      gasCap: deps.config.rpc.gasCap,
      logBlockRange: deps.config.rpc.logBlockRange,
    };
    for (const layer of ['l1', 'l2'] as const) {
      app.post(
        `/rpc/${layer}`,
        {
          // Wallets poll; their own budget, apart from the API's.
          config: { rateLimit: { max: deps.config.rpc.rateLimitMax, timeWindow: 60_000 } },
          schema: {
            tags,
            summary: `JSON-RPC of the demo ${layer === 'l1' ? 'L1 (Acent)' : 'L2 (IMX)'} chain, for wallets`,
            body: rpcProxyBody,
          },
        },
        async (request, reply) => {
          const answer = await forwardRpc(demo[layer].rpcUrl, request.body, policy);
          return reply.type('application/json').send(answer);
        },
      );
    }
  }
}
