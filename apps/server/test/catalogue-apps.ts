import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../src/db/client';

/** An app's contract as the catalogue lists it: the chain by its catalogue name, and the address. */
export type ListedContract = { chain: string; address: string };

/** Contracts on the chain the catalogue names `ethereum`: the store's L1. */
export const onEthereum = (addresses: string[]): ListedContract[] =>
  addresses.map((address) => ({ chain: 'ethereum', address }));

/** Lists an app with these contracts in the catalogue, or gives the app already listed these contracts. */
export async function listInCatalogue(
  db: DbExecutor,
  slug: string,
  contracts: ListedContract[],
  { name = slug, category = 'defi' } = {},
) {
  await db.execute(sql`
    INSERT INTO catalogue_apps (slug, name, href, image, category, contracts)
    VALUES (${slug}, ${name}, ${`https://${slug}.example`}, '/media/x.png', ${category},
            ${JSON.stringify(contracts)}::jsonb)
    ON CONFLICT (slug) DO UPDATE SET contracts = EXCLUDED.contracts`);
}
