import type { DbExecutor } from '../../db/client';
import { demoApps, demoCharts, demoHotTiles, demoRecommended, demoWeeklyTop } from './demo-catalogue';
import { demoFooter, demoMenu } from './demo-navigation';
import { seedHomeSlides } from './seed-home-slides';
import { appLists } from './repository';
import { seedDownload } from './seed-download';
import { seedGames } from './seed-games';
import { fillDemoTranslations } from './seed-translations';
import {
  catalogueApps,
  catalogueEntries,
  footerLinks,
  hotTiles,
  menuItems,
  type CatalogueTranslations,
} from './schema';
import { chartCategories } from '@dappx/shared';

type Entry = typeof catalogueEntries.$inferInsert;

const placed = (
  list: string,
  slugs: string[],
  extra: (slug: string, index: number) => Partial<Entry> = () => ({}),
) => slugs.map((appSlug, index): Entry => ({ list, appSlug, position: index + 1, ...extra(appSlug, index) }));

/** Adds the demo catalogue where it is missing; what an admin changed stays as it is. */
export async function seedCatalogue(db: DbExecutor): Promise<void> {
  await seedApps(db);
  await seedAppLists(db);
  await db
    .insert(hotTiles)
    .values(demoHotTiles.map((tile, index) => ({ ...tile, position: index + 1 })))
    .onConflictDoNothing();
  await seedNavigation(db);
  await fillNavigationTranslations(db);
  await seedDownload(db);
  await seedHomeSlides(db);
  await seedGames(db);
}

async function seedApps(db: DbExecutor): Promise<void> {
  await db
    .insert(catalogueApps)
    .values(
      demoApps.map((app) => ({
        slug: app.slug,
        name: app.name,
        href: app.href,
        image: app.image,
        imageLong: app.imageLong,
        category: app.category,
        currency: app.currency,
        videoOnHover: app.videoOnHover,
      })),
    )
    .onConflictDoNothing();
}

/** The weekly top, the recommended apps and each chart category's list. */
async function seedAppLists(db: DbExecutor): Promise<void> {
  const entries: Entry[] = [
    ...placed(appLists.weeklyTop, demoWeeklyTop, (_slug, index) => ({
      rank: String(index + 1).padStart(2, '0'),
    })),
    ...placed(appLists.recommended, demoRecommended),
    ...chartCategories.flatMap((category) => {
      const chart = demoCharts[category];
      return placed(appLists.chart(category), chart.slugs, (slug) => ({
        hiddenWide: chart.hiddenWide?.includes(slug) ?? false,
        withLongImage: chart.longImage?.includes(slug) ?? false,
      }));
    }),
  ];
  await db.insert(catalogueEntries).values(entries).onConflictDoNothing();
}

/** The header's menu and the footer's links. */
async function seedNavigation(db: DbExecutor): Promise<void> {
  await db
    .insert(menuItems)
    .values(
      demoMenu.map((item, index) => ({
        id: item.id,
        parentId: item.parentId ?? null,
        position: index + 1,
        label: item.label,
        href: item.href,
        target: item.target ?? '_self',
        pcHidden: item.pcHidden ?? false,
        spHidden: item.spHidden ?? false,
        translations: item.translations ?? {},
      })),
    )
    .onConflictDoNothing();

  await db
    .insert(footerLinks)
    .values(
      demoFooter.map((link, index) => ({
        ...link,
        icon: link.icon ?? null,
        position: index + 1,
        translations: link.translations ?? {},
      })),
    )
    .onConflictDoNothing();
}

/** Stores seeded before the catalogue had translations get the demo's. */
async function fillNavigationTranslations(db: DbExecutor): Promise<void> {
  const label = "jsonb_build_object('label', target.label)";
  const labels = (rows: { id: string; label: string; translations?: CatalogueTranslations }[]) =>
    rows.map(({ id, label, translations = {} }) => ({ id, english: { label }, translations }));
  await fillDemoTranslations(db, 'menu_items', 'id', label, labels(demoMenu));
  await fillDemoTranslations(db, 'footer_links', 'id', label, labels(demoFooter));
  await fillDemoTranslations(
    db,
    'hot_tiles',
    'id',
    "jsonb_build_object('name', target.name)",
    demoHotTiles.map(({ id, name, translations }) => ({ id, english: { name }, translations })),
  );
}
