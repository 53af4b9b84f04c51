import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { CarouselSlide, SubmittedContract } from '@dappx/shared';
import { position } from '../../db/columns';

const currencyCheck = (column: AnyPgColumn) => sql`${column} IN ('ETH', 'BSC')`;

/**
 * A row's texts in Spanish and Portuguese, field by field: `{ "es": { "title": "…" }, "pt": { … } }`.
 * English is the row's own columns and always there; a field without its translation (or an empty one)
 * shows the English. Keys name the row's fields (`title`, `excerpt`, `name`, `label`), a slide button's
 * text is `buttons.<button id>`, a game's hashtag `hashtags.<English hashtag>`. The console that edits
 * the catalogue writes the whole object with the row.
 */
export type CatalogueTranslations = { es?: Record<string, string>; pt?: Record<string, string> };

/** Hidden rows stay in their table (and the console) but no public route serves them. */
const hidden = () => boolean('hidden').notNull().default(false);

/** A key for rows placed in a list by position (the position changes when they are reordered). */
const entryId = () =>
  text('id')
    .notNull()
    .unique()
    .default(sql`gen_random_uuid()::text`);

const translations = () =>
  jsonb('translations')
    .$type<CatalogueTranslations>()
    .notNull()
    .default(sql`'{}'::jsonb`);

/** The column's shape: an object of `es` and `pt` only, each an object of texts. */
const translationsCheck = (name: string, column: AnyPgColumn) =>
  check(
    name,
    sql`jsonb_typeof(${column}) = 'object' AND ${column} - 'es' - 'pt' = '{}'::jsonb AND jsonb_typeof(coalesce(${column} -> 'es', '{}')) = 'object' AND jsonb_typeof(coalesce(${column} -> 'pt', '{}')) = 'object' AND NOT jsonb_path_exists(${column}, '$.*.* ? (@.type() != "string")')`,
  );

/** Every app the store lists, once; lists (charts, weekly top, recommended) place them by position. */
export const catalogueApps = pgTable(
  'catalogue_apps',
  {
    slug: text('slug').primaryKey(),
    name: text('name').notNull(),
    href: text('href').notNull(),
    image: text('image').notNull(),
    imageLong: text('image_long'),
    category: text('category').notNull(),
    currency: text('currency'),
    videoOnHover: text('video_on_hover'),
    hidden: hidden(),
    /** The name as search compares it, kept by PostgreSQL so no query lowercases every row. */
    searchName: text('search_name').generatedAlwaysAs(sql`lower(name)`),
    /** What the dapp does (English; `description` in translations), as its team or an editor wrote it. */
    description: text('description').notNull().default(''),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** The networks it runs on, by id (`catalogueChains` names them). */
    chains: text('chains')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** Its contracts, `{ chain, address }` each: a submission naming one of them is flagged as a duplicate. */
    contracts: jsonb('contracts')
      .$type<SubmittedContract[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** `description`, `tags.<English tag>`. */
    translations: translations(),
  },
  (table) => [
    check('catalogue_apps_currency', currencyCheck(table.currency)),
    check('catalogue_apps_contracts', sql`jsonb_typeof(${table.contracts}) = 'array'`),
    translationsCheck('catalogue_apps_translations', table.translations),
    index('catalogue_apps_search_name_trgm').using('gin', sql`${table.searchName} gin_trgm_ops`),
    index('catalogue_apps_category').on(table.category),
  ],
);

export const catalogueEntries = pgTable(
  'catalogue_entries',
  {
    id: entryId(),
    list: text('list').notNull(),
    appSlug: text('app_slug')
      .notNull()
      .references(() => catalogueApps.slug, { onDelete: 'cascade' }),
    position: position(),
    rank: text('rank'),
    hiddenWide: boolean('hidden_wide').notNull().default(false),
    withLongImage: boolean('with_long_image').notNull().default(false),
    hidden: hidden(),
  },
  (table) => [primaryKey({ columns: [table.list, table.position] }), unique().on(table.list, table.appSlug)],
);

export const heroSlides = pgTable(
  'hero_slides',
  {
    id: text('id').primaryKey(),
    position: position().unique(),
    /** The slide's many optional parts, checked against the shared schema when read. */
    slide: jsonb('slide').$type<Omit<CarouselSlide, 'id' | 'position'>>().notNull(),
    hidden: hidden(),
    /** `title`, `excerpt` and `buttons.<button id>`. */
    translations: translations(),
  },
  (table) => [translationsCheck('hero_slides_translations', table.translations)],
);

export const hotTiles = pgTable(
  'hot_tiles',
  {
    id: text('id').primaryKey(),
    position: position().unique(),
    image: text('image').notNull(),
    name: text('name').notNull(),
    href: text('href').notNull(),
    external: boolean('external').notNull(),
    hidden: hidden(),
    /** `name`. */
    translations: translations(),
  },
  (table) => [translationsCheck('hot_tiles_translations', table.translations)],
);

export const games = pgTable(
  'games',
  {
    slug: text('slug').primaryKey(),
    name: text('name').notNull(),
    image: text('image').notNull(),
    href: text('href').notNull(),
    store: text('store'),
    videoOnHover: text('video_on_hover'),
    logo: text('logo'),
    comingSoon: boolean('coming_soon').notNull().default(false),
    hashtags: text('hashtags')
      .array()
      .notNull()
      .default(sql`'{}'`),
    currency: text('currency'),
    /** The game's page's text (English; `description` in translations). */
    description: text('description').notNull().default(''),
    /** The networks it runs on, by id (`gameChains` in game-chains.ts names them). */
    chains: text('chains')
      .array()
      .notNull()
      .default(sql`'{}'`),
    hidden: hidden(),
    /** Its contracts, `{ chain, address }` each, as a catalogue app's: the rankings measure them. */
    contracts: jsonb('contracts')
      .$type<SubmittedContract[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    searchName: text('search_name').generatedAlwaysAs(sql`lower(name)`),
    /** `description`, `hashtags.<English hashtag>`; the name is the game's own, never translated. */
    translations: translations(),
  },
  (table) => [
    check('games_currency', currencyCheck(table.currency)),
    index('games_search_name_trgm').using('gin', sql`${table.searchName} gin_trgm_ops`),
    translationsCheck('games_translations', table.translations),
  ],
);

export const gameEntries = pgTable(
  'game_entries',
  {
    id: entryId(),
    list: text('list').notNull(),
    gameSlug: text('game_slug')
      .notNull()
      .references(() => games.slug, { onDelete: 'cascade' }),
    position: position(),
    hidden: hidden(),
  },
  (table) => [primaryKey({ columns: [table.list, table.position] })],
);

export const gamesSlides = pgTable(
  'games_slides',
  {
    id: text('id').primaryKey(),
    position: position().unique(),
    className: text('class_name').notNull(),
    image: text('image').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    bgImage: text('bg_image').notNull(),
    link: text('link').notNull(),
    linkColor: text('link_color').notNull(),
    /** The game the slide features, whose page its title leads to; none for the store's own slide. */
    gameSlug: text('game_slug').references(() => games.slug, { onDelete: 'set null' }),
    hidden: hidden(),
    /** `title`, `excerpt`. */
    translations: translations(),
  },
  (table) => [translationsCheck('games_slides_translations', table.translations)],
);

export const menuItems = pgTable(
  'menu_items',
  {
    id: text('id').primaryKey(),
    parentId: text('parent_id').references((): AnyPgColumn => menuItems.id, { onDelete: 'cascade' }),
    position: position(),
    label: text('label').notNull(),
    href: text('href').notNull(),
    target: text('target').notNull().default('_self'),
    pcHidden: boolean('pc_hidden').notNull().default(false),
    spHidden: boolean('sp_hidden').notNull().default(false),
    disabled: boolean('disabled').notNull().default(false),
    hidden: hidden(),
    /** `label`. */
    translations: translations(),
  },
  (table) => [translationsCheck('menu_items_translations', table.translations)],
);

export const footerLinks = pgTable(
  'footer_links',
  {
    id: text('id').primaryKey(),
    position: position(),
    kind: text('kind').notNull(),
    label: text('label').notNull(),
    href: text('href').notNull(),
    icon: text('icon'),
    hidden: hidden(),
    /** `label`. */
    translations: translations(),
  },
  (table) => [translationsCheck('footer_links_translations', table.translations)],
);

export const downloadLinks = pgTable('download_links', {
  id: text('id').primaryKey(),
  position: position(),
  row: text('row').notNull(),
  platform: text('platform').notNull(),
  href: text('href').notNull(),
  disabled: boolean('disabled').notNull().default(false),
  hidden: hidden(),
});
