// The page's first paint: HTML the server puts into index.html so that /, /games, a game's page, the NFT
// market and a collection's page show their first screen before the app's code has run. The web build
// renders it from the app's own components, once per language, with a slot (`__FP_NAME__`) wherever the
// catalogue's or the market's data goes; the server fills the slots per request. No zod: both sides
// import this module alone.
import type { languages } from './catalogue-constants';

export type FirstPaintLanguage = (typeof languages)[number];

/** One language's templates: each is `<style>` plus markup, the header included. */
export type FirstPaintTemplates = {
  /** Any other page: the header alone. */
  page: string;
  home: string;
  /** The games page by its first Recommended grid's columns (recommendedColumns). */
  games: { 2: string; 3: string };
  /** One card of that grid, repeated into the games page's `CARDS` slot. */
  gameCard: string;
  /** A game's page: its art, facts and description (`GAME_*` slots, the parts below filling some). */
  game: string;
  gameParts: GamePageParts;
  /** The NFT market: its banner, its filters' stand-ins, its collections (`COLLECTIONS`), its first cards (`CARDS`). */
  market: string;
  /** A collection's page: its banner (`COLLECTION_*`) and its first cards (`CARDS`). */
  collection: string;
  marketParts: MarketPageParts;
};

/** The pieces of the market's pages that depend on their items: each filled and put into a slot. */
export type MarketPageParts = {
  /**
   * One item's card, a link to its page (`HREF`): `CARD_IMAGE`, `CARD_NAME`, `ITEM_COLLECTION`,
   * `ITEM_WEI`, `ITEM_PRICE`, and `ITEM_USD`, `ITEM_OWNER`, `ITEM_STATUS` from the parts below.
   */
  card: string;
  /** The price's USD value (`TEXT`), while the market's prices are known. */
  usd: string;
  /** Its owner (`OWNER`, the address `OWNER_ADDRESS`). */
  owner: string;
  available: string;
  sold: string;
  /** The market's collections (`TILES`), each a `tile` (`IMAGE`, `NAME`, `COUNT`), `tileOne` with one item. */
  collections: string;
  tile: string;
  tileOne: string;
  /** A collection's art (`IMAGE`) and description (`TEXT`), when it has them. */
  collectionArt: string;
  collectionDescription: string;
};

/** The pieces of a game's page that depend on the game: each filled and put into one of its slots. */
export type GamePageParts = {
  /** The art (`IMAGE`), greyed for a game still to come. */
  art: string;
  artComingSoon: string;
  logo: string;
  /** The genres, listed by `TAGS`, each one `tag` (`TAG`). */
  genres: string;
  tag: string;
  /** The chains, listed by `CHAINS`, each one `chain` (`CHAIN_NAME`, `CHAIN_ICON`) or `chainNoIcon`. */
  chains: string;
  chain: string;
  chainNoIcon: string;
  /** Play and the NFT store (`HREF`), or the badge of a game still to come. */
  play: string;
  store: string;
  comingSoon: string;
};

/** What the build writes to the web app's dist folder and the server reads. */
export type FirstPaintBuild = Record<FirstPaintLanguage, FirstPaintTemplates>;
export const firstPaintFile = 'first-paint.json';

export const firstPaintSlots = [
  'NONCE',
  'HERO_MOBILE',
  'HERO_DESKTOP',
  'SLIDE_BACKDROP',
  'SLIDE_IMAGE',
  'SLIDE_TITLE',
  'SLIDE_EXCERPT',
  'CARDS',
  'CARD_IMAGE',
  'CARD_NAME',
  'CARD_PRIORITY',
  'GAME_ART',
  'GAME_LOGO',
  'GAME_NAME',
  'GAME_FACTS',
  'GAME_BUTTONS',
  'GAME_DESCRIPTION',
  'IMAGE',
  'TAGS',
  'TAG',
  'CHAINS',
  'CHAIN_NAME',
  'CHAIN_ICON',
  'HREF',
  'ITEM_COLLECTION',
  'ITEM_WEI',
  'ITEM_PRICE',
  'ITEM_USD',
  'ITEM_OWNER',
  'ITEM_STATUS',
  'OWNER',
  'OWNER_ADDRESS',
  'TEXT',
  'NAME',
  'COUNT',
  'COLLECTIONS',
  'TILES',
  'COLLECTION_ART',
  'COLLECTION_NAME',
  'COLLECTION_DESCRIPTION',
  'COLLECTION_ITEMS',
  'COLLECTION_FLOOR',
  'COLLECTION_OWNERS',
] as const;
export type FirstPaintSlot = (typeof firstPaintSlots)[number];

/** The text the build writes where a slot's value goes: letters and underscores, which React leaves as they are. */
export const firstPaintSlot = (name: FirstPaintSlot) => `__FP_${name}__`;

/** Text made safe inside HTML, in an element or a quoted attribute. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A template with its slots filled: `text` values are escaped, `html` values (filled templates
 * themselves) go in as they are. A slot given no value is left empty. Filled by a function, so that
 * `$&` and the like in catalogue text stay text. A slot's name is read up to its first `__`, so that two
 * slots side by side stay two.
 */
export function fillFirstPaint(
  template: string,
  text: Partial<Record<FirstPaintSlot, string>>,
  html: Partial<Record<FirstPaintSlot, string>> = {},
): string {
  return template.replace(/__FP_([A-Z_]+?)__/g, (_slot, name: FirstPaintSlot) =>
    name in html ? html[name]! : escapeHtml(text[name] ?? ''),
  );
}
