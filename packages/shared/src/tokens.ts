// The store's tokens, once: how the API names each (its slug), how people read it (its symbol), its
// decimals and where it lives. Every list of tokens and every slug <-> asset <-> symbol lookup is read
// from here; each token's mark (its logo) is drawn in the web theme's token-mark colours. No zod: the web
// app's first load may import this module directly.

/** Every store token has 18 decimals: amounts cross the API as decimal strings, live as bigint base units. */
export const tokenDecimals = 18;
/** The base units of one whole token. */
export const wholeToken = 10n ** BigInt(tokenDecimals);

/**
 * How many decimals the wallet area shows (spec, sections 5 and 9): token amounts at most 6 (trailing
 * zeros dropped, the same in every step), fiat always 2.
 */
export const displayDecimals = { amount: 6, fiat: 2 } as const;

/** The calls a token's slug (or asset) is accepted by, e.g. `GET /users/{slug}/transactionsHistory`. */
export type TokenUse = 'balance' | 'transfer' | 'deposit' | 'withdraw' | 'history' | 'governance';

type Token = {
  /** Its name in the API's paths: /users/{slug}/... */
  slug: string;
  /** As people read it (Zera, while the ledger's asset is ZERA). */
  symbol: string;
  decimals: number;
  displayDecimals: number;
  /** Where it lives outside the store: an ERC-20 on L1 (the Acent network), L2's native coin, or nowhere. */
  chain: 'l1' | 'l2' | null;
  /** Its ERC-20 among the store's contracts (GET /v1/chains), for a token on L1. */
  contract: 'ace' | 'dappx' | null;
  uses: readonly TokenUse[];
  /**
   * Its two balances in the store, first and second (spec, section 3): vault and active, for Zera main
   * and pocket; none for a token the store does not hold.
   */
  buckets: readonly [string, string] | null;
};

/** The tokens by ledger asset, in the order the API lists them. */
export const tokens = {
  ACE: {
    slug: 'acent',
    symbol: 'ACE',
    decimals: tokenDecimals,
    displayDecimals: displayDecimals.amount,
    chain: 'l1',
    contract: 'ace',
    uses: ['balance', 'transfer', 'deposit', 'withdraw', 'history', 'governance'],
    buckets: ['vault', 'active'],
  },
  DAPPX: {
    slug: 'dappx',
    symbol: 'DAPPX',
    decimals: tokenDecimals,
    displayDecimals: displayDecimals.amount,
    chain: 'l1',
    contract: 'dappx',
    uses: ['balance', 'transfer', 'deposit', 'withdraw', 'history'],
    buckets: ['vault', 'active'],
  },
  EDAO: {
    slug: 'edao',
    symbol: 'EDAO',
    decimals: tokenDecimals,
    displayDecimals: displayDecimals.amount,
    chain: null,
    contract: null,
    uses: ['balance', 'governance'],
    buckets: ['vault', 'active'],
  },
  ZERA: {
    slug: 'zera',
    symbol: 'Zera',
    decimals: tokenDecimals,
    displayDecimals: displayDecimals.amount,
    chain: null,
    contract: null,
    uses: ['balance', 'transfer'],
    buckets: ['main', 'pocket'],
  },
  ETH: {
    slug: 'eth',
    symbol: 'ETH',
    decimals: tokenDecimals,
    displayDecimals: displayDecimals.amount,
    chain: 'l2',
    contract: null,
    uses: [],
    buckets: null,
  },
} as const satisfies Record<string, Token>;

type Tokens = typeof tokens;
/** A token as the ledger names it. */
export type Asset = keyof Tokens;
export type TokenSlug = Tokens[Asset]['slug'];
export type TokenSymbol = Tokens[Asset]['symbol'];
/** The assets, and the slugs, of the tokens a call accepts. */
export type AssetFor<U extends TokenUse> = {
  [A in Asset]: U extends Tokens[A]['uses'][number] ? A : never;
}[Asset];
export type SlugFor<U extends TokenUse> = Tokens[AssetFor<U>]['slug'];
export type AssetOf<S extends TokenSlug> = { [A in Asset]: Tokens[A]['slug'] extends S ? A : never }[Asset];

export const assets = Object.keys(tokens) as Asset[];

/** The assets of the tokens a call accepts, in the table's order (a non-empty list, as z.enum takes it). */
export const tokenAssets = <U extends TokenUse>(use: U) =>
  assets.filter((asset) => (tokens[asset].uses as readonly TokenUse[]).includes(use)) as [
    AssetFor<U>,
    ...AssetFor<U>[],
  ];

/** The slugs of the tokens a call accepts, in the table's order: `z.enum(tokenSlugs('history'))`. */
export const tokenSlugs = <U extends TokenUse>(use: U) =>
  tokenAssets(use).map((asset) => tokens[asset].slug) as [SlugFor<U>, ...SlugFor<U>[]];

const assetBySlug = new Map<string, Asset>(assets.map((asset) => [tokens[asset].slug, asset]));

/** The ledger asset of a slug: 'acent' -> 'ACE', 'zera' -> 'ZERA'. */
export const assetOf = <S extends TokenSlug>(slug: S) => assetBySlug.get(slug) as AssetOf<S>;
/** The slug of a ledger asset: 'ACE' -> 'acent'. */
export const slugOf = <A extends Asset>(asset: A): Tokens[A]['slug'] => tokens[asset].slug;
/** What people read for a slug: 'acent' -> 'ACE', 'zera' -> 'Zera'. */
export const symbolOf = <S extends TokenSlug>(slug: S) =>
  tokens[assetOf(slug)].symbol as Tokens[AssetOf<S>]['symbol'];

/** A token's two buckets by its slug: 'acent' -> ['vault', 'active'], 'zera' -> ['main', 'pocket']. */
export const bucketsOf = <S extends SlugFor<'balance'>>(slug: S) =>
  tokens[assetOf(slug)].buckets as NonNullable<Tokens[AssetOf<S>]['buckets']>;
export type TokenBucket = NonNullable<Tokens[AssetFor<'balance'>]['buckets']>[number];
/** Every bucket a balance call can name, in the table's order (a non-empty list, as z.enum takes it). */
export const tokenBuckets = [...new Set(tokenSlugs('balance').flatMap((slug) => bucketsOf(slug)))] as [
  TokenBucket,
  ...TokenBucket[],
];

/** The coins the store quotes in USD (wallet-area spec, section 3). */
export const marketPriceSymbols = ['ACE', 'DAPPX', 'ETH', 'IMX'] as const;

/** The tokens staked one by one ("pledged"): DAPPX, and ACE (wallet-area spec, sections 2 and 7). */
export const tokenStakingTokenTypes = ['DAPPX', 'ACE'] as const;
export type TokenStakingTokenType = (typeof tokenStakingTokenTypes)[number];
