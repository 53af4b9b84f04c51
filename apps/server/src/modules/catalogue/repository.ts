import { and, asc, desc, eq, like, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  chartNamesIn,
  chartOthers,
  chartRoutes,
  gameListNames,
  type CarouselSlide,
  type ChartCatalogue,
  type ChartCategory,
  type Currency,
  type DownloadCatalogue,
  type DownloadLink,
  type GameCard,
  type GameDetail,
  type GamesCatalogue,
  type HomeCatalogue,
  type Language,
  type NavigationCatalogue,
  type SearchResult,
} from '@dappx/shared';
import type { DbExecutor } from '../../db/client';
import { gameChainOf } from './game-chains';
import { bestFirst, SearchIndex, searchTermsOf, type Searchable } from './search';
import {
  catalogueApps,
  catalogueEntries,
  downloadLinks,
  footerLinks,
  gameEntries,
  games,
  gamesSlides,
  heroSlides,
  hotTiles,
  menuItems,
  type CatalogueTranslations,
} from './schema';

/** Lists that place apps, by name. */
export const appLists = {
  weeklyTop: 'weekly-top',
  recommended: 'recommended',
  chart: (category: ChartCategory) => `chart:${category}`,
} as const;

/** The games page's grids, in page order. */
export const gameLists = gameListNames satisfies readonly (keyof GamesCatalogue)[];

const optional = <T>(value: T | null): T | undefined => value ?? undefined;

/**
 * A row's text in `language`: its translation of `field`, else (none, or an empty one) the English.
 * Read defensively: the column's CHECK keeps its shape, but a console may still leave a blank.
 */
function textIn(
  translations: CatalogueTranslations,
  language: Language,
  field: string,
  english: string,
): string {
  if (language === 'en') return english;
  const text = translations[language]?.[field];
  return typeof text === 'string' && text.trim() !== '' ? text : english;
}

async function appsIn(db: DbExecutor, list: string) {
  return db
    .select({ app: catalogueApps, entry: catalogueEntries })
    .from(catalogueEntries)
    .innerJoin(catalogueApps, eq(catalogueApps.slug, catalogueEntries.appSlug))
    .where(
      and(
        eq(catalogueEntries.list, list),
        eq(catalogueEntries.hidden, false),
        eq(catalogueApps.hidden, false),
      ),
    )
    .orderBy(asc(catalogueEntries.position));
}

export async function readHeroSlides(db: DbExecutor, language: Language): Promise<CarouselSlide[]> {
  const rows = await db
    .select()
    .from(heroSlides)
    .where(eq(heroSlides.hidden, false))
    .orderBy(asc(heroSlides.position));
  return rows.map(({ id, position, slide, translations }): CarouselSlide => {
    const text = (field: string, english: string) => textIn(translations, language, field, english);
    return {
      ...slide,
      id,
      position,
      title: slide.title === undefined ? undefined : text('title', slide.title),
      excerpt: text('excerpt', slide.excerpt),
      buttons: slide.buttons.map((button) => ({
        ...button,
        text: text(`buttons.${button.id}`, button.text),
      })),
    };
  });
}

export async function readHome(db: DbExecutor, language: Language): Promise<HomeCatalogue> {
  const [slides, hot, weekly, recommended] = await Promise.all([
    readHeroSlides(db, language),
    db.select().from(hotTiles).where(eq(hotTiles.hidden, false)).orderBy(asc(hotTiles.position)),
    appsIn(db, appLists.weeklyTop),
    appsIn(db, appLists.recommended),
  ]);
  return {
    slides,
    hot: hot.map(({ id, image, name, href, external, translations }) => ({
      _id: id,
      image,
      name: textIn(translations, language, 'name', name),
      href,
      external,
    })),
    weeklyTop: weekly.map(({ app, entry }) => ({
      _id: app.slug,
      rank: entry.rank ?? String(entry.position).padStart(2, '0'),
      image: app.image,
      name: app.name,
      href: app.href,
      currency: (app.currency ?? 'ETH') as Currency,
    })),
    recommended: recommended.map(({ app }) => ({
      _id: app.slug,
      image: app.image,
      name: app.name,
      href: app.href,
      currency: (app.currency ?? 'ETH') as Currency,
      videoOnHover: optional(app.videoOnHover),
    })),
  };
}

export async function readChart(
  db: DbExecutor,
  category: ChartCategory,
  language: Language,
): Promise<ChartCatalogue> {
  const rows = await appsIn(db, appLists.chart(category));
  return {
    category,
    entries: rows.map(({ app, entry }) => ({
      _id: app.slug,
      rank: entry.position,
      image: app.image,
      image_long: optional(app.imageLong),
      name: app.name,
      href: app.href,
      currency: optional(app.currency) as Currency | undefined,
      withLongImage: entry.withLongImage,
      hidden: entry.hiddenWide,
      videoOnHover: optional(app.videoOnHover),
    })),
    others: chartOthers[category].map((other) => ({
      _id: other,
      name: chartNamesIn[language][other],
      href: chartRoutes[other],
    })),
  };
}

function toGameCard(game: typeof games.$inferSelect, language: Language): GameCard {
  return {
    _id: game.slug,
    image: game.image,
    name: game.name,
    currency: optional(game.currency) as Currency | undefined,
    href: game.href,
    store: optional(game.store),
    videoOnHover: optional(game.videoOnHover),
    logo: optional(game.logo),
    commingSoon: game.comingSoon,
    hashtag: game.hashtags.map((tag) => textIn(game.translations, language, `hashtags.${tag}`, tag)),
  };
}

/** How many similar games a game's page shows. */
const similarGames = 4;

/**
 * One game's page in `language`, or undefined for a slug the store does not have. Similar games: most
 * tags in common first, then those on the same currency, then by name; never the game itself.
 */
export async function readGame(
  db: DbExecutor,
  slug: string,
  language: Language,
): Promise<GameDetail | undefined> {
  const [game] = await db
    .select()
    .from(games)
    .where(and(eq(games.slug, slug), eq(games.hidden, false)));
  if (!game) return undefined;
  const sharedTags = sql`cardinality(ARRAY(SELECT unnest(${games.hashtags}) INTERSECT SELECT unnest(${sql.param(game.hashtags)}::text[])))`;
  const sameCurrency = sql`${games.currency} IS NOT DISTINCT FROM ${game.currency}`;
  const similar = await db
    .select()
    .from(games)
    .where(and(ne(games.slug, slug), eq(games.hidden, false), or(sql`${sharedTags} > 0`, sameCurrency)))
    .orderBy(sql`${sharedTags} DESC`, sql`${sameCurrency} DESC`, asc(games.name))
    .limit(similarGames);
  return {
    ...toGameCard(game, language),
    description: textIn(game.translations, language, 'description', game.description),
    chains: game.chains.map(gameChainOf),
    similar: similar.map((row) => toGameCard(row, language)),
  };
}

export async function readGames(db: DbExecutor, language: Language): Promise<GamesCatalogue> {
  const [slides, placed] = await Promise.all([
    db.select().from(gamesSlides).where(eq(gamesSlides.hidden, false)).orderBy(asc(gamesSlides.position)),
    db
      .select({ list: gameEntries.list, game: games })
      .from(gameEntries)
      .innerJoin(games, eq(games.slug, gameEntries.gameSlug))
      .where(and(eq(gameEntries.hidden, false), eq(games.hidden, false)))
      .orderBy(asc(gameEntries.list), asc(gameEntries.position)),
  ]);
  const grid = (list: (typeof gameLists)[number]) =>
    placed.filter((row) => row.list === list).map((row) => toGameCard(row.game, language));
  return {
    slides: slides.map((slide) => ({
      _id: slide.id,
      className: slide.className,
      image: slide.image,
      title: textIn(slide.translations, language, 'title', slide.title),
      excerpt: textIn(slide.translations, language, 'excerpt', slide.excerpt),
      bg_image: slide.bgImage,
      link: slide.link,
      link_color: slide.linkColor,
      game: optional(slide.gameSlug),
    })),
    recommended: grid('recommended'),
    specialOffersHidden: grid('specialOffersHidden'),
    recommendedSecond: grid('recommendedSecond'),
    popular: grid('popular'),
    specialOffers: grid('specialOffers'),
    recommendedFinal: grid('recommendedFinal'),
  };
}

export async function readNavigation(db: DbExecutor, language: Language): Promise<NavigationCatalogue> {
  const [items, footer] = await Promise.all([
    db.select().from(menuItems).where(eq(menuItems.hidden, false)).orderBy(asc(menuItems.position)),
    db.select().from(footerLinks).where(eq(footerLinks.hidden, false)).orderBy(asc(footerLinks.position)),
  ]);
  const target = (value: string): '_self' | '_blank' => (value === '_blank' ? '_blank' : '_self');
  const label = (row: { label: string; translations: CatalogueTranslations }) =>
    textIn(row.translations, language, 'label', row.label);
  const children = (parentId: string) =>
    items
      .filter((item) => item.parentId === parentId)
      .map((item) => ({ label: label(item), href: item.href, target: target(item.target) }));
  return {
    menu: items
      .filter((item) => item.parentId === null)
      .map((item) => {
        const dropdownMenu = children(item.id);
        return {
          label: label(item),
          href: item.href,
          target: target(item.target),
          dropdown: dropdownMenu.length > 0,
          dropdown_menu: dropdownMenu,
          pc_hidden: item.pcHidden,
          sp_hidden: item.spHidden,
          disabled: item.disabled,
        };
      }),
    footer: footer.map((link) => ({
      kind: link.kind as 'site' | 'social' | 'contact',
      label: label(link),
      href: link.href,
      icon: optional(link.icon),
    })),
  };
}

export async function readDownload(db: DbExecutor): Promise<DownloadCatalogue> {
  const links = await db
    .select()
    .from(downloadLinks)
    .where(eq(downloadLinks.hidden, false))
    .orderBy(asc(downloadLinks.position));
  return {
    links: links.map((link) => ({
      row: link.row as DownloadLink['row'],
      platform: link.platform as DownloadLink['platform'],
      href: link.href,
      disabled: link.disabled,
    })),
  };
}

/** Exact name 3, name starting with the text 2, a word starting with it 1, else 0 (`nameRank` in search.ts too). */
function nameRank(searchName: AnyColumn, needle: string) {
  return sql<number>`CASE WHEN ${searchName} = ${needle} THEN 3 WHEN ${searchName} LIKE ${`${escapeLike(needle)}%`} THEN 2
    WHEN ${searchName} LIKE ${`% ${escapeLike(needle)}%`} THEN 1 ELSE 0 END`;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** What a search result shows, and no more: mapping whole rows (texts, translations) was most of its time. */
const searchColumnsOf = (table: typeof catalogueApps | typeof games) => ({
  slug: table.slug,
  name: table.name,
  image: table.image,
  href: table.href,
  currency: table.currency,
});
type SearchRow = { slug: string; name: string; image: string; href: string; currency: string | null };

const searchResultOf = (kind: 'app' | 'game', row: SearchRow, category: string): SearchResult => ({
  kind,
  _id: row.slug,
  name: row.name,
  image: row.image,
  href: row.href,
  category,
  currency: optional(row.currency) as Currency | undefined,
});

/**
 * Apps and games whose name contains the text (any case), or whose category or chain it names. Best
 * first: exact names, names then words starting with the text, then shorter names. The store answers
 * from `readSearchIndex`'s snapshot instead; this is the SQL the snapshot must agree with.
 */
export async function search(db: DbExecutor, text: string, limit: number): Promise<SearchResult[]> {
  const { needle, category, chain } = searchTermsOf(text);
  const contains = `%${escapeLike(needle)}%`;

  const appMatch = or(
    like(catalogueApps.searchName, contains),
    category ? eq(catalogueApps.category, category) : undefined,
    chain ? eq(catalogueApps.currency, chain) : undefined,
  );
  const gameMatch = or(
    like(games.searchName, contains),
    category === 'game' ? sql`true` : undefined,
    chain ? eq(games.currency, chain) : undefined,
  );
  const appRank = nameRank(catalogueApps.searchName, needle);
  const gameRank = nameRank(games.searchName, needle);
  const [apps, gameRows] = await Promise.all([
    db
      .select({ app: { ...searchColumnsOf(catalogueApps), category: catalogueApps.category }, rank: appRank })
      .from(catalogueApps)
      .where(and(appMatch, eq(catalogueApps.hidden, false)))
      .orderBy(desc(appRank), sql`length(${catalogueApps.name})`, asc(catalogueApps.name))
      .limit(limit),
    db
      .select({ game: searchColumnsOf(games), rank: gameRank })
      .from(games)
      .where(and(gameMatch, eq(games.hidden, false)))
      .orderBy(desc(gameRank), sql`length(${games.name})`, asc(games.name))
      .limit(limit),
  ]);
  return bestFirst(
    [
      ...apps.map(({ app, rank }) => ({ rank, result: searchResultOf('app', app, app.category) })),
      ...gameRows.map(({ game, rank }) => ({ rank, result: searchResultOf('game', game, 'game') })),
    ],
    limit,
  );
}

/**
 * Every visible app and game, each table in the order the search breaks ties in (shorter names, then
 * by name, then by slug: a fixed order, so equal names always come the same way), as a search index.
 */
export async function readSearchIndex(db: DbExecutor): Promise<SearchIndex> {
  const inTieOrder = (table: typeof catalogueApps | typeof games) =>
    [sql`length(${table.name})`, asc(table.name), asc(table.slug)] as const;
  const [apps, gameRows] = await Promise.all([
    db
      .select({
        ...searchColumnsOf(catalogueApps),
        category: catalogueApps.category,
        searchName: catalogueApps.searchName,
      })
      .from(catalogueApps)
      .where(eq(catalogueApps.hidden, false))
      .orderBy(...inTieOrder(catalogueApps)),
    db
      .select({ ...searchColumnsOf(games), searchName: games.searchName })
      .from(games)
      .where(eq(games.hidden, false))
      .orderBy(...inTieOrder(games)),
  ]);
  const searchableOf = (
    kind: 'app' | 'game',
    row: SearchRow & { searchName: string | null },
    category: string,
  ): Searchable => ({
    result: searchResultOf(kind, row, category),
    // Generated by PostgreSQL from the required name: never null once a row is read.
    searchName: row.searchName ?? '',
    category,
    currency: row.currency,
  });
  return new SearchIndex(
    apps.map((app) => searchableOf('app', app, app.category)),
    gameRows.map((game) => searchableOf('game', game, 'game')),
  );
}

/**
 * A digest of everything the search shows or compares of the visible apps and games, worked out by
 * PostgreSQL: equal digests, equal search answers.
 */
async function readSearchDigest(db: DbExecutor): Promise<string> {
  const digestOf = (table: typeof catalogueApps | typeof games, category: AnyColumn | SQL) =>
    sql`(SELECT md5(coalesce(string_agg(json_build_array(${table.slug}, ${table.name}, ${table.image},
      ${table.href}, ${category}, ${table.currency})::text, ',' ORDER BY ${table.slug}), ''))
      FROM ${table} WHERE NOT ${table.hidden})`;
  const { rows } = await db.execute<{ digest: string }>(
    sql`SELECT ${digestOf(catalogueApps, catalogueApps.category)} || ${digestOf(games, sql`'game'`)} AS digest`,
  );
  return rows[0]!.digest;
}

/**
 * Reads the search index, or answers the last one when nothing it holds has changed: a read of the
 * catalogue's 10,000 apps, and the index built from it, held up every search for tens of milliseconds.
 */
export function searchIndexReader(db: DbExecutor): () => Promise<SearchIndex> {
  let last: { digest: string; index: SearchIndex } | undefined;
  return async () => {
    // The digest first: a change landing between the two reads is then in the index but not in the
    // digest, and the next read builds again, rather than the other way round, which would keep it out.
    const digest = await readSearchDigest(db);
    if (last?.digest === digest) return last.index;
    const index = await readSearchIndex(db);
    last = { digest, index };
    return index;
  };
}
