import { createPublicClient, createWalletClient, defineChain, http, type PrivateKeyAccount } from 'viem';
import {
  attachCollectionContracts,
  demoChainCollections,
  demoCollectionSeeds,
} from '../src/modules/marketplace';
import { createChainTestApp } from './chain-test-app';

/**
 * The real app on demo chains whose L2 carries the NFT collections, each seeded collection attached to
 * its contract as `npm start` does: what the marketplace's tests buy from and pay on.
 */
export async function createMarketplaceTestApp(env: Record<string, string>) {
  const store = await createChainTestApp(env, { collections: demoChainCollections('http://127.0.0.1') });
  const { chainId, rpcUrl } = store.chains.l2;
  const addresses = store.chains.contracts.collections;
  await attachCollectionContracts(
    store.db,
    chainId,
    demoCollectionSeeds.map((seed, i) => ({ id: seed.id, address: addresses[i]! })),
  );
  const chain = defineChain({
    id: chainId,
    name: 'l2',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
  return {
    ...store,
    /** The first collection's contract, the one the tests read the chain for. */
    collection: addresses[0]!,
    l2: createPublicClient({ transport: http(rpcUrl) }),
    /** A wallet on the L2 that sends from `account`, as a buyer's wallet pays. */
    l2WalletOf: (account: PrivateKeyAccount) =>
      createWalletClient({ chain, transport: http(rpcUrl), account }),
  };
}

export type MarketplaceStore = Awaited<ReturnType<typeof createMarketplaceTestApp>>;
