import { randomUUID } from 'node:crypto';
import type { CatalogueTable } from '@dappx/shared';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { newsFeeds } from '../news';
import * as tables from './schema';

/**
 * How the console reaches one catalogue table: its key (named by the operator, or made here when
 * `newKey` is given, or by the database), its hidden flag, and for ordered tables the position and the
 * field whose rows are ordered among themselves (a list, a menu's parent). Fields are the table's own
 * column names (packages/shared catalogue-admin.ts checks them).
 */
export type AdminTable = {
  table: PgTable;
  key: AnyPgColumn;
  keyField: string;
  hidden: AnyPgColumn;
  position?: AnyPgColumn;
  group?: { column: AnyPgColumn; field: string };
  newKey?: () => string;
};

/** An ordered table keyed by `id`: made here unless the database makes it (list entries). */
const ordered = <T extends { position: AnyPgColumn; hidden: AnyPgColumn; id: AnyPgColumn }>(
  table: T & PgTable,
  { group, keyByDatabase = false }: { group?: AdminTable['group']; keyByDatabase?: boolean } = {},
): AdminTable => ({
  table,
  key: table.id,
  keyField: 'id',
  hidden: table.hidden,
  position: table.position,
  group,
  newKey: keyByDatabase ? undefined : randomUUID,
});

export const adminTables: Record<CatalogueTable, AdminTable> = {
  apps: {
    table: tables.catalogueApps,
    key: tables.catalogueApps.slug,
    keyField: 'slug',
    hidden: tables.catalogueApps.hidden,
  },
  'app-entries': ordered(tables.catalogueEntries, {
    group: { column: tables.catalogueEntries.list, field: 'list' },
    keyByDatabase: true,
  }),
  games: { table: tables.games, key: tables.games.slug, keyField: 'slug', hidden: tables.games.hidden },
  'game-entries': ordered(tables.gameEntries, {
    group: { column: tables.gameEntries.list, field: 'list' },
    keyByDatabase: true,
  }),
  'home-slides': ordered(tables.heroSlides),
  'hot-tiles': ordered(tables.hotTiles),
  'games-slides': ordered(tables.gamesSlides),
  'menu-items': ordered(tables.menuItems, {
    group: { column: tables.menuItems.parentId, field: 'parentId' },
  }),
  'footer-links': ordered(tables.footerLinks),
  'download-links': ordered(tables.downloadLinks),
  'news-feeds': ordered(newsFeeds, { keyByDatabase: true }),
};
