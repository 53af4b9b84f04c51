import type { DbExecutor } from '../../db/client';
import { demoCollectionSeeds } from './demo-collections';
import { nftCollections, nftTokens } from './schema';

/** The demo collections and their tokens; adds what is missing and never touches a sold token. */
export async function seedMarketplace(tx: DbExecutor): Promise<void> {
  for (const seed of demoCollectionSeeds) {
    await tx
      .insert(nftCollections)
      .values({ id: seed.id, name: seed.name, symbol: seed.symbol, description: seed.description })
      .onConflictDoNothing();
    await tx
      .insert(nftTokens)
      .values(
        seed.tokens.map((token) => ({ ...token, collectionId: seed.id, assetId: token.metadata.asset_id })),
      )
      .onConflictDoNothing();
  }
}
