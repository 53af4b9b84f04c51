import { and, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import type { ChainsConfig } from '../../lib/chains-config';
import { rebuildHours, reclassify } from './hours';
import { rankingsContracts, rankingsSales, rankingsTransactions, rankingsTransfers } from './schema';
import { storeChainIdOf } from './watched-chains';

/**
 * An app contract on one chain, with the first block not yet read for it, and whether its rows count:
 * only a contract its team proved (a current proof) or an editor added counts in the ranked figures.
 */
export type WatchedContract = { appSlug: string; address: string; nextBlock: bigint; counted: boolean };

const addressPattern = /^0x[0-9a-fA-F]{40}$/;

/** A contract the catalogue lists for an app, on a chain the store serves. */
export type CatalogueContract = { appSlug: string; chainId: number; address: string };

/**
 * The contracts the catalogue's apps and games list on the chains the store serves (hidden apps' too:
 * their figures are kept ready), read through the `rankings_apps` view; only `slug`'s when given.
 */
export async function catalogueContracts(
  db: DbExecutor,
  chains: ChainsConfig,
  slug?: string,
): Promise<CatalogueContract[]> {
  const { rows } = await db.execute<{ slug: string; chain: unknown; address: unknown }>(
    sql`SELECT a.slug, c.value ->> 'chain' AS chain, c.value ->> 'address' AS address
        FROM rankings_apps a, jsonb_array_elements(a.contracts) c
        WHERE jsonb_typeof(c.value) = 'object' AND (${slug ?? null}::text IS NULL OR a.slug = ${slug ?? null})`,
  );
  const listed = new Map<string, CatalogueContract>();
  for (const row of rows) {
    if (typeof row.chain !== 'string' || typeof row.address !== 'string') continue;
    const chainId = storeChainIdOf(chains, row.chain);
    if (!addressPattern.test(row.address) || chainId === undefined) continue;
    const address = row.address.toLowerCase();
    listed.set(`${row.slug} ${chainId} ${address}`, { appSlug: row.slug, chainId, address });
  }
  return [...listed.values()];
}

/** The chain's listed contracts, each with whether it counts now: proven by its team or added by an editor. */
async function listedContracts(db: DbExecutor, chains: ChainsConfig, chainId: number) {
  const listed = await catalogueContracts(db, chains);
  const { rows } = await db.execute<{ app_slug: string; address: string }>(sql`
    SELECT app_slug, address FROM contract_proofs WHERE chain_id = ${chainId} AND stale_since IS NULL
    UNION SELECT app_slug, address FROM editor_added_contracts WHERE chain_id = ${chainId}`);
  const counted = new Set(rows.map((row) => `${row.app_slug} ${row.address}`));
  return listed
    .filter((contract) => contract.chainId === chainId)
    .map(({ appSlug, address }) => ({ appSlug, address, counted: counted.has(`${appSlug} ${address}`) }));
}

/** Forgets the rows of contracts no longer listed: their transactions and transfers stop counting. */
async function forget(db: DbExecutor, chainId: number, gone: WatchedContract[]) {
  for (const contract of gone) {
    const ofIt = (table: typeof rankingsTransactions | typeof rankingsTransfers) =>
      and(
        eq(table.chainId, chainId),
        eq(table.appSlug, contract.appSlug),
        eq(table.toAddress, contract.address),
      );
    await db.delete(rankingsTransactions).where(ofIt(rankingsTransactions));
    await db.delete(rankingsTransfers).where(ofIt(rankingsTransfers));
    await db
      .delete(rankingsSales)
      .where(
        and(
          eq(rankingsSales.chainId, chainId),
          eq(rankingsSales.appSlug, contract.appSlug),
          eq(rankingsSales.collection, contract.address),
        ),
      );
    await db
      .delete(rankingsContracts)
      .where(
        and(
          eq(rankingsContracts.chainId, chainId),
          eq(rankingsContracts.appSlug, contract.appSlug),
          eq(rankingsContracts.address, contract.address),
        ),
      );
  }
}

/**
 * Brings the watched contracts of a chain in line with the catalogue and the proofs: a contract listed
 * since is read from block 0 (its own cursor catches up), one removed loses its rows, one proven, added
 * by an editor or no longer proven changes whether its rows count. Either way the app's rows are
 * classified again (a call from a newly listed contract is internal) and its hours rebuilt.
 */
export async function syncContracts(
  db: DbExecutor,
  chains: ChainsConfig,
  chainId: number,
): Promise<WatchedContract[]> {
  const listed = await listedContracts(db, chains, chainId);
  const watched = await db
    .select({
      appSlug: rankingsContracts.appSlug,
      address: rankingsContracts.address,
      nextBlock: rankingsContracts.nextBlock,
      counted: rankingsContracts.counted,
    })
    .from(rankingsContracts)
    .where(eq(rankingsContracts.chainId, chainId));
  const key = (contract: { appSlug: string; address: string }) => `${contract.appSlug} ${contract.address}`;
  const listedByKey = new Map(listed.map((contract) => [key(contract), contract]));
  const watchedKeys = new Set(watched.map(key));
  const added = listed.filter((contract) => !watchedKeys.has(key(contract)));
  const gone = watched.filter((contract) => !listedByKey.has(key(contract)));
  const turned = watched.filter((contract) => {
    const now = listedByKey.get(key(contract));
    return now !== undefined && now.counted !== contract.counted;
  });
  if (added.length === 0 && gone.length === 0 && turned.length === 0) return watched;

  if (added.length > 0)
    await db
      .insert(rankingsContracts)
      .values(added.map((contract) => ({ ...contract, chainId, nextBlock: 0n })))
      .onConflictDoNothing();
  await forget(db, chainId, gone);
  await setCounted(db, chainId, turned, listedByKey);
  for (const appSlug of new Set([...added, ...gone, ...turned].map((contract) => contract.appSlug))) {
    await reclassify(db, chainId, appSlug);
    await rebuildHours(db, { chainId, appSlugs: [appSlug] });
  }
  return [
    ...watched
      .filter((contract) => listedByKey.has(key(contract)))
      .map((contract) => ({ ...contract, counted: listedByKey.get(key(contract))!.counted })),
    ...added.map((contract) => ({ ...contract, nextBlock: 0n })),
  ];
}

/** Keeps whether each turned contract counts now, which its rows are about to be classified by. */
async function setCounted(
  db: DbExecutor,
  chainId: number,
  turned: WatchedContract[],
  listedByKey: Map<string, { counted: boolean }>,
) {
  for (const contract of turned)
    await db
      .update(rankingsContracts)
      .set({ counted: listedByKey.get(`${contract.appSlug} ${contract.address}`)!.counted })
      .where(
        and(
          eq(rankingsContracts.chainId, chainId),
          eq(rankingsContracts.appSlug, contract.appSlug),
          eq(rankingsContracts.address, contract.address),
        ),
      );
}
