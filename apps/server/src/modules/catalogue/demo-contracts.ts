import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { announceCatalogueChange } from './changes';
import { catalogueApps, games } from './schema';

/**
 * The seeded app each demo dapp is listed as, by the dapp's id (`demoDappPlans` of
 * `@dappx/contracts/demo-history`): pools and vaults under DeFi apps, games under games. One app may
 * have contracts on several chains.
 */
export const demoDappApps: Readonly<Record<string, string>> = {
  'acent-swap': 'uniswap',
  'testnet-swap': 'uniswap',
  'acent-swap-2': 'sushiswap',
  'testnet-swap-2': 'curve',
  'acent-stake': 'aave',
  // The history's rewards programme (an upgradeable proxy) and points token (owner-mintable), for the
  // contract safety panel to speak of.
  'acent-stake-rewards': 'aave',
  'acent-stake-points': 'aave',
  'acent-stake-2': 'compound',
  'testnet-stake': 'yearn-finance',
  'acent-game': 'sandbox',
  // A game of the games page (an arena game on the layer-2): its page shows its figures.
  'imx-game': 'game-arena',
  'imx-game-2': 'gods-unchained',
  'imx-game-3': 'illuvium',
};

/** The NFT marketplace the store's own collections are listed under: their sales count for it. */
export const demoCollectionsApp = 'open-sea';

export type DemoContract = { chainId: number; address: string };

/**
 * A contract's `chain` as the rankings read it: the catalogue's name of the network for the Acent
 * network (`ethereum`) and the layer-2 (`immutable-zkevm`); the chain id for a served network the
 * catalogue has no name for (the second L1).
 */
function catalogueChainOf(chains: { l1: { chainId: number }; l2: { chainId: number } }, chainId: number) {
  if (chainId === chains.l1.chainId) return 'ethereum';
  if (chainId === chains.l2.chainId) return 'immutable-zkevm';
  return String(chainId);
}

/**
 * The demo chains are new at every start, their contracts at new addresses: sets the contracts of the
 * apps and games that list demo dapps (the store's collections under the NFT marketplace) to this
 * start's, so the rankings read them. An app whose dapp this start did not deploy (no history) is left without any.
 * Answers the apps it set.
 */
export async function attachDemoContracts(
  db: Db,
  chains: { l1: { chainId: number }; l2: { chainId: number } },
  deployed: { dapps: (DemoContract & { id: string })[]; collections: DemoContract[] },
): Promise<string[]> {
  const slugs = [...new Set([...Object.values(demoDappApps), demoCollectionsApp])];
  const contracts = new Map(slugs.map((slug) => [slug, [] as { chain: string; address: string }[]]));
  const add = (slug: string | undefined, { chainId, address }: DemoContract) =>
    slug && contracts.get(slug)?.push({ chain: catalogueChainOf(chains, chainId), address });
  for (const dapp of deployed.dapps) add(demoDappApps[dapp.id], dapp);
  for (const collection of deployed.collections) add(demoCollectionsApp, collection);
  await db.transaction(async (tx) => {
    for (const [slug, listed] of contracts) {
      // Written as JSON: the chain id of the second L1 is no network name the console's form offers.
      const value = sql`${JSON.stringify(listed)}::jsonb`;
      await tx.update(catalogueApps).set({ contracts: value }).where(eq(catalogueApps.slug, slug));
      await tx.update(games).set({ contracts: value }).where(eq(games.slug, slug));
    }
    await announceCatalogueChange(tx, 'catalogue_apps');
    await announceCatalogueChange(tx, 'games');
  });
  return slugs;
}
