import type { ChartCategory, SubmittedContract } from '@dappx/shared';
import { eq, sql } from 'drizzle-orm';
import { announceCatalogueChange } from './changes';
import type { DbExecutor } from '../../db/client';
import { appLists } from './repository';
import { catalogueApps, catalogueEntries } from './schema';

export type NewListing = {
  name: string;
  href: string;
  image: string;
  category: ChartCategory;
  description: string;
  chains: string[];
  contracts: SubmittedContract[];
};

/** A slug from the name (`My Dapp!` → `my-dapp`), never empty. */
const slugOf = (name: string) =>
  name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50) || 'dapp';

async function freeSlug(db: DbExecutor, name: string): Promise<string> {
  const base = slugOf(name);
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    const [taken] = await db
      .select({ slug: catalogueApps.slug })
      .from(catalogueApps)
      .where(eq(catalogueApps.slug, slug));
    if (!taken) return slug;
  }
}

/**
 * Puts a new app in the catalogue the way the seed does (a `catalogue_apps` row) and last in its
 * category's chart, so the chart's next answer shows it (charts are read from the tables, not cached).
 * Call it inside the caller's transaction; answers the app's slug.
 */
export async function addAppToChart(tx: DbExecutor, listing: NewListing): Promise<string> {
  const slug = await freeSlug(tx, listing.name);
  await tx.insert(catalogueApps).values({ slug, ...listing });
  const list = appLists.chart(listing.category);
  // Two approvals at once into one chart would pick the same place; the lock makes them take turns.
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${list}))`);
  await tx.insert(catalogueEntries).values({
    list,
    appSlug: slug,
    position: sql`(SELECT coalesce(max(position), 0) + 1 FROM catalogue_entries WHERE list = ${list})`,
  });
  // The search and the first paints of every replica show it as soon as the approval commits.
  await announceCatalogueChange(tx, 'catalogue_apps');
  return slug;
}

/** The catalogue's apps with their links and contracts, for finding a submitted dapp already listed. */
export async function listedApps(db: DbExecutor) {
  return db
    .select({
      slug: catalogueApps.slug,
      name: catalogueApps.name,
      href: catalogueApps.href,
      contracts: catalogueApps.contracts,
    })
    .from(catalogueApps);
}
