import { z } from 'zod';
import { catalogueChainIds, chartCategories } from './catalogue-constants';
import { currency, downloadLink, footerLink, slideButton } from './catalogue';
import { listPage, listSearch, queryFlag } from './console-lists';
import type { EndpointSchemaTable } from './endpoint';
import { catalogueChain, listedContract, submissionLimits } from './submissions';

/** What the console's catalogue calls answer when a field breaks its rule (es and pt in server-texts.ts). */
export const catalogueAdminTexts = {
  webLink: 'must be an http:// or https:// address',
  storeLink: "must be an http:// or https:// address or one of the store's own paths (starting with /)",
  contactLink: "must be an http://, https:// or mailto: address or one of the store's own paths",
  mediaPath: "must be one of the store's own /media/ paths or an https:// address",
  translationKey: 'must name a field this row translates (its es and pt use the English field names)',
  colour: 'must be a colour like #1a2b3c',
  slug: 'must be lowercase letters, digits and dashes',
  noSuchRow: 'The catalogue has no such row.',
  taken: 'This row is already in the catalogue (same key, or the same app in that list).',
  missingReference: 'It names an app, game or menu item the catalogue does not have.',
  notOrdered: 'This table has no order to change.',
} as const;

const t = catalogueAdminTexts;
const text = z.string().trim().min(1).max(500);
const longText = z.string().trim().max(5_000);
const httpAddress = /^https?:\/\/[^\s/?#]+[^\s]*$/;
const ownPath = /^\/(?!\/)[^\s]*$/;

/** A link out of the store: http or https only (no javascript:, data:…). */
export const webLink = z.string().regex(httpAddress, t.webLink);
/** A link a visitor follows: out of the store, or a route of the store (`#` for one that goes nowhere yet). */
export const storeLink = z
  .string()
  .refine((v) => httpAddress.test(v) || ownPath.test(v) || v === '#', t.storeLink);
const contactLink = z
  .string()
  .refine((v) => httpAddress.test(v) || ownPath.test(v) || /^mailto:\S+@\S+$/.test(v), t.contactLink);
/** An image or video: a file the store serves from /media (never climbing out of it), or an https address. */
export const mediaPath = z
  .string()
  .refine(
    (v) => (/^\/media\/[\w./-]+$/.test(v) && !v.includes('..')) || /^https:\/\/\S+$/.test(v),
    t.mediaPath,
  );
const colour = z.string().regex(/^#[0-9a-fA-F]{3,8}$/, t.colour);
const slug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/, t.slug);

/**
 * A row's Spanish and Portuguese (the English is its own columns): only the fields the row translates,
 * by the same names; `prefixes` allow per-item keys (`buttons.<id>`, `hashtags.<tag>`).
 */
function translationsOf(fields: readonly string[], prefixes: readonly string[] = []) {
  const key = z
    .string()
    .refine(
      (k) => fields.includes(k) || prefixes.some((p) => k.startsWith(p) && k.length > p.length),
      t.translationKey,
    );
  const texts = z.record(key, z.string().max(5_000));
  return z.strictObject({ es: texts.optional(), pt: texts.optional() });
}

export const appListNames = [
  'weekly-top',
  'recommended',
  ...chartCategories.map((c) => `chart:${c}` as const),
] as const;
export const gameListNames = [
  'recommended',
  'specialOffersHidden',
  'recommendedSecond',
  'popular',
  'specialOffers',
  'recommendedFinal',
] as const;

const imagePair = z.strictObject({ mobile: mediaPath, desktop: mediaPath });
const heroSlide = z.strictObject({
  className: z.string().max(100),
  image: z.strictObject({ en: imagePair, es: imagePair.optional(), pt: imagePair.optional() }),
  title: text.optional(),
  titleColor: colour.optional(),
  excerpt: longText,
  textColor: colour.optional(),
  buttons: z.array(slideButton.extend({ id: slug, text, link: storeLink.optional() }).strict()).max(4),
  logo: mediaPath.optional(),
  href: storeLink.optional(),
  white_paper: webLink.optional(),
  store: webLink.optional(),
  showStoreLogo: z.boolean(),
  currency: currency.optional(),
  commingSoon: z.boolean(),
  videoOnHover: mediaPath.optional(),
  videoOnHoverMobile: mediaPath.optional(),
  mobileLink: storeLink.optional(),
});

/**
 * Each catalogue table's editable fields, by the console's name for it. `key` is the row's own key when
 * the operator names it (apps and games by slug); `group` a field fixed at creation whose rows are
 * ordered among themselves (a list, a menu's parent).
 */
export const catalogueTableFields = {
  apps: z.strictObject({
    slug,
    name: text,
    href: webLink,
    image: mediaPath,
    imageLong: mediaPath.nullable(),
    category: z.enum(['defi', 'game', 'nft', 'exchange', 'other']),
    currency: currency.nullable(),
    videoOnHover: mediaPath.nullable(),
    description: longText,
    tags: z.array(z.string().trim().min(1).max(40)).max(10),
    chains: z.array(catalogueChain).max(catalogueChainIds.length),
    contracts: z.array(listedContract).max(submissionLimits.contracts),
    translations: translationsOf(['description'], ['tags.']),
  }),
  'app-entries': z.strictObject({
    list: z.enum(appListNames),
    appSlug: slug,
    rank: z.string().max(10).nullable(),
    hiddenWide: z.boolean(),
    withLongImage: z.boolean(),
  }),
  games: z.strictObject({
    slug,
    name: text,
    image: mediaPath,
    href: webLink,
    store: webLink.nullable(),
    videoOnHover: mediaPath.nullable(),
    logo: mediaPath.nullable(),
    comingSoon: z.boolean(),
    hashtags: z.array(z.string().trim().min(1).max(40)).max(10),
    currency: currency.nullable(),
    description: longText,
    chains: z.array(slug).max(10),
    contracts: z.array(listedContract).max(submissionLimits.contracts),
    translations: translationsOf(['description'], ['hashtags.']),
  }),
  'game-entries': z.strictObject({ list: z.enum(gameListNames), gameSlug: slug }),
  'home-slides': z.strictObject({
    slide: heroSlide,
    translations: translationsOf(['title', 'excerpt'], ['buttons.']),
  }),
  'hot-tiles': z.strictObject({
    image: mediaPath,
    name: text,
    href: storeLink,
    external: z.boolean(),
    translations: translationsOf(['name']),
  }),
  'games-slides': z.strictObject({
    className: z.string().max(100),
    image: mediaPath,
    title: text,
    excerpt: longText,
    bgImage: mediaPath,
    link: storeLink,
    linkColor: colour,
    gameSlug: slug.nullable(),
    translations: translationsOf(['title', 'excerpt']),
  }),
  'menu-items': z.strictObject({
    parentId: z.string().max(100).nullable(),
    label: text,
    href: storeLink,
    target: z.enum(['_self', '_blank']),
    pcHidden: z.boolean(),
    spHidden: z.boolean(),
    disabled: z.boolean(),
    translations: translationsOf(['label']),
  }),
  'footer-links': z.strictObject({
    kind: footerLink.shape.kind,
    label: text,
    href: contactLink,
    icon: z.string().max(40).nullable(),
    translations: translationsOf(['label']),
  }),
  'download-links': z.strictObject({
    row: downloadLink.shape.row,
    platform: downloadLink.shape.platform,
    href: webLink,
    disabled: z.boolean(),
  }),
  /** The RSS feeds the news cards are read from (http or https). */
  'news-feeds': z.strictObject({ url: webLink }),
} as const;

export type CatalogueTable = keyof typeof catalogueTableFields;
export const catalogueTables = Object.keys(catalogueTableFields) as CatalogueTable[];
export const catalogueTable = z.enum(catalogueTables as [CatalogueTable, ...CatalogueTable[]]);
export type CatalogueFields<T extends CatalogueTable> = z.output<(typeof catalogueTableFields)[T]>;

const byTable = <Make extends (table: CatalogueTable) => z.ZodObject>(make: Make) =>
  z.discriminatedUnion(
    'table',
    catalogueTables.map(make) as unknown as [ReturnType<Make>, ...ReturnType<Make>[]],
  );

/** A new row: the table and all its fields. */
export const createCatalogueRowBody = byTable((table) =>
  z.strictObject({ table: z.literal(table), fields: catalogueTableFields[table] }),
);
/** A change to a row: the fields to change (a group, a key, stay as they were created). */
export const updateCatalogueRowBody = byTable((table) =>
  z.strictObject({ table: z.literal(table), fields: catalogueTableFields[table].partial() }),
);

/** A row as the console edits it: its key, position (tables ordered by the console), hidden flag and fields. */
export const catalogueRow = z
  .object({ id: z.string(), position: z.number().int().nullable(), hidden: z.boolean() })
  .catchall(z.unknown());
export type CatalogueRow = z.infer<typeof catalogueRow>;

export const catalogueTableParams = z.strictObject({ table: catalogueTable });
export const catalogueRowParams = z.strictObject({ id: z.string().min(1).max(100) });
export const catalogueRowsResponse = z.object({ rows: z.array(catalogueRow) });
/**
 * GET /admin/api/catalogue/{table}: `q` finds rows with a text holding it (any case), `hidden` and `list`
 * narrow them, `limit`/`offset` page them (no limit: every row); `total` counts the matching rows.
 */
export const catalogueListQuery = z.strictObject({
  q: listSearch,
  hidden: queryFlag,
  list: z.string().max(40).optional(),
  ...listPage,
});
export const catalogueListResponse = catalogueRowsResponse.extend({ total: z.number().int() });

export const setCatalogueRowHiddenBody = z.strictObject({ table: catalogueTable, hidden: z.boolean() });
export const moveCatalogueRowBody = z.strictObject({
  table: catalogueTable,
  direction: z.enum(['up', 'down']),
});

/** The schemas of the console's catalogue endpoints (declared in endpoints/catalogue-admin.ts). */
export const catalogueAdminEndpointSchemas = {
  listCatalogueRows: {
    params: catalogueTableParams,
    query: catalogueListQuery,
    response: catalogueListResponse,
  },
  createCatalogueRow: { body: createCatalogueRowBody, response: catalogueRow },
  updateCatalogueRow: { params: catalogueRowParams, body: updateCatalogueRowBody, response: catalogueRow },
  setCatalogueRowHidden: {
    params: catalogueRowParams,
    body: setCatalogueRowHiddenBody,
    response: catalogueRow,
  },
  moveCatalogueRow: {
    params: catalogueRowParams,
    body: moveCatalogueRowBody,
    response: catalogueRowsResponse,
  },
} satisfies EndpointSchemaTable;

const blank = (value: unknown): boolean =>
  value === null ||
  value === undefined ||
  value === '' ||
  // A group of cleared inputs (a language's pictures left empty) is as cleared as one.
  (typeof value === 'object' && !Array.isArray(value) && Object.values(value).every(blank));

/**
 * A form's value as the table's schema takes it: a cleared input (react-admin gives null or '')
 * becomes absent where the field is optional, null where it may be null, [] for a list, else ''; an empty
 * translation, or a language's pictures left empty, is dropped (the store then shows the English).
 */
function tidy(schema: z.ZodType, value: unknown): unknown {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) {
    if (blank(value)) return schema instanceof z.ZodOptional ? undefined : null;
    return tidy(schema.unwrap() as z.ZodType, value);
  }
  if (schema instanceof z.ZodRecord) {
    const entries = Object.entries((value ?? {}) as object).filter(([, text]) => !blank(text));
    return Object.fromEntries(entries);
  }
  if (schema instanceof z.ZodArray && Array.isArray(value)) {
    return value.map((item) => tidy(schema.element as z.ZodType, item));
  }
  if (schema instanceof z.ZodArray && blank(value)) return [];
  if (schema instanceof z.ZodObject) {
    const entries = Object.entries(schema.shape as Record<string, z.ZodType>)
      .map(([key, field]) => [key, tidy(field, (value as Record<string, unknown> | null)?.[key])] as const)
      .filter(([, field]) => field !== undefined);
    return Object.fromEntries(entries);
  }
  if (schema instanceof z.ZodString && blank(value)) return '';
  return value;
}

/** A console form's row as `table`'s schema takes it (see `tidy`). */
export const tidyCatalogueFields = (table: CatalogueTable, data: object) =>
  tidy(catalogueTableFields[table], data) as Record<string, unknown>;
