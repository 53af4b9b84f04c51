import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../src/db/client';
import type { ChainsConfig } from '../src/lib/chains-config';
import { storeChainIdOf } from '../src/modules/rankings';
import { listInCatalogue, type ListedContract } from './catalogue-apps';

/**
 * Counts an app's listed contracts in the figures the way an editor does, for tests whose "contracts"
 * are plain wallets (nothing a team could prove): only a proven or editor-added contract counts.
 */
export async function addedByEditor(
  db: DbExecutor,
  chains: ChainsConfig,
  slug: string,
  contracts: { chain: string; address: string }[],
) {
  for (const { chain, address } of contracts) {
    const chainId = storeChainIdOf(chains, chain);
    if (chainId === undefined) continue;
    await db.execute(sql`
      INSERT INTO editor_added_contracts (app_slug, chain_id, address, operator, reason)
      VALUES (${slug}, ${chainId}, ${address.toLowerCase()}, 'test', 'counted in this test')
      ON CONFLICT DO NOTHING`);
  }
}

/** Lists an app with these contracts (`listInCatalogue`) and counts them as an editor does (`addedByEditor`). */
export async function listCountedApp(
  store: { db: DbExecutor; config: { chains?: ChainsConfig } },
  slug: string,
  contracts: ListedContract[],
  options: { name?: string; category?: string } = {},
) {
  await listInCatalogue(store.db, slug, contracts, options);
  await addedByEditor(store.db, store.config.chains!, slug, contracts);
}
