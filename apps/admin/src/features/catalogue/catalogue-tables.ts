import {
  appListNames,
  catalogueTables,
  gameListNames,
  type CatalogueTable,
} from '@dappx/shared/catalogue-admin';
import type { OperatorRole } from '@dappx/shared/operator-roles';

export const catalogueRoles: readonly OperatorRole[] = ['editor'];

/** Which roles see the catalogue's screens (app/screen-roles.ts): editors, and the owner. */
export const catalogueScreens = Object.fromEntries(catalogueTables.map((table) => [table, catalogueRoles]));

/**
 * One input of a catalogue form. `source` is the row's field (a path for a slide's parts);
 * `translation` names the field in the row's es/pt translations, and makes the input a set of
 * en/es/pt tabs; `column` shows it in the list (the first column is the row's title on a phone).
 */
export type FieldSpec = {
  source: string;
  /** 'media': an image or video path, typed or uploaded through the console. */
  kind?:
    | 'text'
    | 'long'
    | 'boolean'
    | 'select'
    | 'words'
    | 'buttons'
    | 'media'
    | 'chains'
    | 'contracts'
    /** A desktop and a phone picture per language, in en/es/pt tabs (`source` holds them by language). */
    | 'language-images';
  choices?: readonly string[];
  translation?: string;
  column?: boolean;
  /** Fixed once the row exists: its key, or the list it is ordered in. */
  createOnly?: boolean;
};

export type ConsoleTable = {
  fields: FieldSpec[];
  /** A select above the list that shows one list's rows (the charts, Weekly Top, Recommended…). */
  filter?: { source: string; choices: readonly string[] };
  /** Apps and games are placed by the lists' entries, not by an order of their own. */
  unordered?: true;
};

const currencies = ['ETH', 'BSC'] as const;

export const consoleTables: Record<CatalogueTable, ConsoleTable> = {
  'home-slides': {
    fields: [
      { source: 'slide.title', translation: 'title', column: true },
      { source: 'slide.excerpt', kind: 'long', translation: 'excerpt', column: true },
      { source: 'slide.className' },
      { source: 'slide.image', kind: 'language-images' },
      { source: 'slide.logo', kind: 'media' },
      { source: 'slide.href' },
      { source: 'slide.store' },
      { source: 'slide.videoOnHover', kind: 'media' },
      { source: 'slide.buttons', kind: 'buttons' },
      { source: 'slide.showStoreLogo', kind: 'boolean' },
      { source: 'slide.commingSoon', kind: 'boolean' },
    ],
  },
  'hot-tiles': {
    fields: [
      { source: 'name', translation: 'name', column: true },
      { source: 'href', column: true },
      { source: 'image', kind: 'media' },
      { source: 'external', kind: 'boolean' },
    ],
  },
  apps: {
    unordered: true,
    fields: [
      { source: 'name', column: true },
      { source: 'slug', createOnly: true, column: true },
      {
        source: 'category',
        kind: 'select',
        choices: ['defi', 'game', 'nft', 'exchange', 'other'],
        column: true,
      },
      { source: 'href' },
      { source: 'image', kind: 'media' },
      { source: 'imageLong', kind: 'media' },
      { source: 'currency', kind: 'select', choices: currencies },
      { source: 'videoOnHover', kind: 'media' },
      { source: 'description', kind: 'long', translation: 'description' },
      { source: 'tags', kind: 'words' },
      { source: 'chains', kind: 'chains' },
      { source: 'contracts', kind: 'contracts' },
    ],
  },
  'app-entries': {
    filter: { source: 'list', choices: appListNames },
    fields: [
      { source: 'appSlug', column: true },
      { source: 'list', kind: 'select', choices: appListNames, createOnly: true, column: true },
      { source: 'rank' },
      { source: 'hiddenWide', kind: 'boolean' },
      { source: 'withLongImage', kind: 'boolean' },
    ],
  },
  games: {
    unordered: true,
    fields: [
      { source: 'name', column: true },
      { source: 'slug', createOnly: true, column: true },
      { source: 'description', kind: 'long', translation: 'description' },
      { source: 'href' },
      { source: 'store' },
      { source: 'image', kind: 'media' },
      { source: 'logo', kind: 'media' },
      { source: 'videoOnHover', kind: 'media' },
      { source: 'hashtags', kind: 'words' },
      { source: 'chains', kind: 'words' },
      { source: 'contracts', kind: 'contracts' },
      { source: 'currency', kind: 'select', choices: currencies },
      { source: 'comingSoon', kind: 'boolean' },
    ],
  },
  'game-entries': {
    filter: { source: 'list', choices: gameListNames },
    fields: [
      { source: 'gameSlug', column: true },
      { source: 'list', kind: 'select', choices: gameListNames, createOnly: true, column: true },
    ],
  },
  'games-slides': {
    fields: [
      { source: 'title', translation: 'title', column: true },
      { source: 'excerpt', kind: 'long', translation: 'excerpt' },
      { source: 'gameSlug', column: true },
      { source: 'image', kind: 'media' },
      { source: 'bgImage' },
      { source: 'link' },
      { source: 'linkColor' },
      { source: 'className' },
    ],
  },
  'menu-items': {
    fields: [
      { source: 'label', translation: 'label', column: true },
      { source: 'href', column: true },
      { source: 'parentId', createOnly: true, column: true },
      { source: 'target', kind: 'select', choices: ['_self', '_blank'] },
      { source: 'pcHidden', kind: 'boolean' },
      { source: 'spHidden', kind: 'boolean' },
      { source: 'disabled', kind: 'boolean' },
    ],
  },
  'footer-links': {
    fields: [
      { source: 'label', translation: 'label', column: true },
      { source: 'kind', kind: 'select', choices: ['site', 'social', 'contact'], column: true },
      { source: 'href' },
      { source: 'icon' },
    ],
  },
  'download-links': {
    fields: [
      {
        source: 'platform',
        kind: 'select',
        choices: ['windows', 'google-play', 'app-store', 'browser', 'web-app'],
        column: true,
      },
      { source: 'row', kind: 'select', choices: ['browser', 'wallet', 'how-to-use'], column: true },
      { source: 'href' },
      { source: 'disabled', kind: 'boolean' },
    ],
  },
  'news-feeds': { fields: [{ source: 'url', column: true }] },
};
