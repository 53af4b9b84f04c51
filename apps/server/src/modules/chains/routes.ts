import { demoTokenAbi, vaultAbi } from '@dappx/contracts';
import { chainsEndpoints, chainsTexts, errorCodes, type ChainsInfo } from '@dappx/shared';
import { AppError } from '../../lib/app-error';
import { l1NetworkOf, storeAccounts, type ChainsConfig, type L1Network } from '../../lib/chains-config';
import { serveEndpoint } from '../../lib/endpoint';
import type { App, AppDeps } from '../../lib/types';
import { createRpcBudget, rpcClientOf } from './rpc-budget';
import { forwardRpc, rpcProxyBody, type RpcPolicy } from './rpc-proxy';
import { createVisitorQueue } from './visitor-queue';

/** Calls one client may have waiting for the node: two full batches. */
const maxWaitingPerClient = 40;

const chainsUnavailable = () =>
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

/**
 * The L1 network of a chain id a client names (none: the first); 404 for a chain the store has no
 * contracts on, so a wallet never gets another network's addresses for its own.
 */
export function requireL1Network(chains: ChainsConfig, chainId: number | undefined): L1Network {
  const network = l1NetworkOf(chains, chainId);
  if (!network) throw new AppError(404, errorCodes.notFound, chainsTexts.unknownNetwork);
  return network;
}

const publicNetwork = (network: L1Network) => ({
  chainId: network.chainId,
  name: network.name,
  currencySymbol: network.currencySymbol,
  rpcUrl: network.publicRpcUrl,
  explorerUrl: network.explorerUrl,
});

function publicChains(chains: ChainsConfig): ChainsInfo {
  return {
    l1: publicNetwork(chains.l1Networks[0]!),
    l2: {
      chainId: chains.l2.chainId,
      name: 'IMX',
      currencySymbol: 'ETH',
      rpcUrl: chains.l2.publicRpcUrl,
      explorerUrl: chains.l2.explorerUrl,
    },
    contracts: chains.contracts,
    networks: chains.l1Networks.map((network) => ({
      ...publicNetwork(network),
      contracts: network.contracts,
    })),
    demo: chains.demo,
  };
}

/** The demo chains' JSON-RPC proxies: the first L1 network, L2, and the second L1 network. */
const rpcLayers = (chains: ChainsConfig) => [
  { path: 'l1', label: 'L1 (Acent)', rpcUrl: chains.l1.rpcUrl },
  { path: 'l2', label: 'L2 (IMX)', rpcUrl: chains.l2.rpcUrl },
  ...chains.l1Networks.slice(1, 2).map((network) => ({
    path: 'l1b',
    label: `second L1 (${network.name}, chain ${network.chainId})`,
    rpcUrl: network.rpcUrl,
  })),
];

/** The definition files the spec's wallet calls fetch: ABI and address on the wallet's L1 network. */
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
      summary:
        'The chains (L1 Acent, L2 IMX) and our contracts on them, with every L1 network and its own contracts',
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
        summary: `Contract definition (${file.contractName}): ABI and address on the L1 network of ?chainId= (default Acent)`,
        errors: [404, 503],
      },
      ({ reply, query }) => {
        const network = requireL1Network(requireChains(deps.config), query.chainId);
        reply.header('cache-control', 'public, max-age=300');
        return {
          contractName: file.contractName,
          chainId: network.chainId,
          address: network.contracts[file.contract],
          abi: file.abi as unknown as Record<string, unknown>[],
        };
      },
    );
  }

  // Demo chains listen on the server's loopback; wallets reach them through our origin.
  if (deps.config.chains?.demo) rpcProxyRoutes(app, deps.config.chains, deps.config.rpc);
}

/** The demo chains' JSON-RPC proxies, `/rpc/l1`, `/rpc/l2` (and `/rpc/l1b`), with their limits. */
function rpcProxyRoutes(app: App, chains: ChainsConfig, rpc: AppDeps['config']['rpc']) {
  const policy: RpcPolicy = {
    storeAccounts: new Set(storeAccounts(chains).map((address) => address.toLowerCase())),
    gasCap: rpc.gasCap,
    logBlockRange: rpc.logBlockRange,
    callsPerMinute: rpc.rateLimitMax,
    gasPerMinute: rpc.gasBudget,
  };
  // One budget and one queue for all three chains: they share the demo chains' one process.
  const budget = createRpcBudget({ callsPerMinute: rpc.rateLimitMax, gasPerMinute: rpc.gasBudget });
  const queue = createVisitorQueue(maxWaitingPerClient);
  for (const layer of rpcLayers(chains)) {
    app.post(
      `/rpc/${layer.path}`,
      {
        // Wallets poll; their own budget, apart from the API's. Counted per request before the body is
        // read, so a flood of unparseable bodies stops here; the calls in it are counted by the budget.
        config: { rateLimit: { max: rpc.rateLimitMax, timeWindow: 60_000 } },
        schema: {
          tags,
          summary: `JSON-RPC of the demo ${layer.label} chain, for wallets`,
          body: rpcProxyBody,
        },
      },
      async (request, reply) => {
        const visitor = { client: rpcClientOf(request.ip), policy, budget, queue };
        const answer = await forwardRpc(layer.rpcUrl, request.body, visitor);
        return reply.type('application/json').send(answer);
      },
    );
  }
}
