import { z } from 'zod';
import { chartCategories } from './catalogue-constants';
import { contractProofRoles } from './contract-proofs';
import { cleanedReason } from './figure-cleaning';
import type { EndpointSchemaTable } from './endpoint';

/** The windows the rankings are measured over, each ending now. */
export const rankingsWindows = ['24h', '7d', '30d'] as const;
export type RankingsWindow = (typeof rankingsWindows)[number];

/** The figures the rankings sort by. */
export const rankingsSorts = ['uaw', 'transactions', 'volume', 'balance'] as const;
export type RankingsSort = (typeof rankingsSorts)[number];

/**
 * Which figures the rankings sort by: the cleaned ones (trusted wallets, cleaned transactions, clean
 * volume: without the rows the cleaning rules flag, `figure-cleaning.ts`) or the raw ones.
 */
export const rankingsBases = ['clean', 'raw'] as const;
export type RankingsBasis = (typeof rankingsBases)[number];

/** Rows in one page of the rankings. */
export const rankingsPageSize = 25;

/** A chain's id as a query names it, or every chain the store indexes. */
const chainFilter = z.union([
  z.literal('all'),
  z.coerce.number().int('must be a chain id or all').positive('must be a chain id or all'),
]);

/** GET /v1/rankings: one page of the apps ranked by a figure over a window, on a chain and in a category. */
export const rankingsQuery = z.strictObject({
  window: z.enum(rankingsWindows).default('24h'),
  chain: chainFilter.default('all'),
  category: z.enum(chartCategories).optional(),
  sort: z.enum(rankingsSorts).default('uaw'),
  figures: z.enum(rankingsBases).default('clean'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type RankingsQuery = z.input<typeof rankingsQuery>;

/**
 * A figure over the window, and its change against the window before it in percent (one decimal); null
 * when the window before had none, so there is nothing to compare with.
 */
const countFigure = z.object({ value: z.number().int().nonnegative(), change: z.number().nullable() });
/** A USD figure as an exact decimal string with two decimals ('1234.50'). */
const usdFigure = z.object({ value: z.string(), change: z.number().nullable() });

/** One point of a sparkline: an hour (24 h) or a day (7 d, 30 d), from its start. */
export const rankingsPoint = z.object({
  at: z.string(),
  transactions: z.number().int().nonnegative(),
  uaw: z.number().int().nonnegative(),
  volume_usd: z.string(),
  clean_transactions: z.number().int().nonnegative(),
  trusted_uaw: z.number().int().nonnegative(),
  clean_volume_usd: z.string(),
});
export type RankingsPoint = z.infer<typeof rankingsPoint>;

/** The share of a raw figure over the window the cleaning rules removed, in percent (one decimal). */
const removedShare = z.number().min(0).max(100).nullable();

/**
 * An app's four figures over one window, on one chain or all of them, raw and cleaned (the rows the
 * cleaning rules flag left out), with the share the rules removed (null when the raw figure is zero).
 */
export const rankingsFigures = z.object({
  uaw: countFigure,
  transactions: countFigure,
  volume_usd: usdFigure,
  trusted_uaw: countFigure,
  clean_transactions: countFigure,
  clean_volume_usd: usdFigure,
  removed: z.object({ uaw: removedShare, transactions: removedShare, volume: removedShare }),
  /** What its contracts hold at the newest indexed block; the change is against the window's start. */
  balance_usd: usdFigure,
  series: z.array(rankingsPoint),
});
export type RankingsFigures = z.infer<typeof rankingsFigures>;

export const rankingsRow = z.object({
  rank: z.number().int().positive(),
  app: z.object({
    slug: z.string(),
    name: z.string(),
    image: z.string(),
    category: z.string(),
    /** The store's chains its contracts are on, by chain id. */
    chains: z.array(z.number().int()),
  }),
  ...rankingsFigures.shape,
});
export type RankingsRow = z.infer<typeof rankingsRow>;

/** How far the indexer has read a chain: its newest indexed block and that block's time. */
export const rankingsIndexed = z.object({
  chain_id: z.number().int(),
  block: z.string(),
  block_time: z.string().nullable(),
});

export const rankingsResponse = z.object({
  window: z.enum(rankingsWindows),
  chain: z.union([z.literal('all'), z.number().int()]),
  category: z.enum(chartCategories).nullable(),
  sort: z.enum(rankingsSorts),
  figures: z.enum(rankingsBases),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int().nonnegative(),
  /** When these figures were read (the answer may be cached for a few seconds). */
  measured_at: z.string(),
  indexed: z.array(rankingsIndexed),
  rows: z.array(rankingsRow),
});
export type RankingsResponse = z.infer<typeof rankingsResponse>;

export const rankingsAppParams = z.strictObject({
  slug: z.string().min(1).max(100),
});

/** GET /v1/rankings/:slug: an app's figures per window and chain, its contracts, and how fresh they are. */
export const rankingsAppResponse = z.object({
  app: rankingsRow.shape.app,
  /** Per window: the figures over every chain, then on each of the app's chains. */
  windows: z.array(
    z.object({
      window: z.enum(rankingsWindows),
      all: rankingsFigures,
      chains: z.array(z.object({ chain_id: z.number().int(), figures: rankingsFigures })),
    }),
  ),
  /**
   * The contracts it lists, each read up to `indexed_block` (behind the chain while backfilling), with
   * its team's proof of control (null where the team has given none) or an editor's addition.
   */
  contracts: z.array(
    z.object({
      chain_id: z.number().int(),
      address: z.string(),
      indexed_block: z.string(),
      proof: z
        .object({
          role: z.enum(contractProofRoles),
          signer: z.string(),
          proven_at: z.string(),
          stale_since: z.string().nullable(),
        })
        .nullable(),
      /** An editor's word that it counts without a proof: when, and why (the audit log says who). */
      added_by_editor: z.object({ added_at: z.string(), reason: z.string() }).nullable(),
      /** Whether its transactions count in the figures: a current proof, or an editor's addition. */
      counted: z.boolean(),
    }),
  ),
  measured_at: z.string(),
  indexed: z.array(rankingsIndexed),
});
export type RankingsAppResponse = z.infer<typeof rankingsAppResponse>;

/** Why a listed row adds nothing to the figures. */
export const rankingsNotCounted = ['reverted', 'internal', 'unproven', 'unpriced'] as const;
export type RankingsNotCounted = (typeof rankingsNotCounted)[number];

/** Rows in one page of an app's transactions. */
export const rankingsTracePageSize = 50;

/** GET /v1/rankings/:slug/transactions: the rows behind an app's figures over a window, newest first. */
export const rankingsTraceQuery = z.strictObject({
  window: z.enum(rankingsWindows).default('24h'),
  chain: chainFilter.default('all'),
  /** The `next_cursor` of the page before. */
  cursor: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/, 'must be the next cursor of the previous page')
    .optional(),
});
export type RankingsTraceQuery = z.input<typeof rankingsTraceQuery>;

/**
 * A transaction to one of the app's contracts (`kind: 'transaction'`, `value` the coin sent) or an
 * ERC-20 transfer into one (`kind: 'transfer'`). A counted transaction adds one to the transactions and
 * its sender to the wallets; a counted row's `usd` adds to the volume.
 */
export const rankingsTraceRow = z.object({
  kind: z.enum(['transaction', 'transfer']),
  chain_id: z.number().int(),
  hash: z.string(),
  /** The transfer's place in its transaction's logs; null for a transaction. */
  log_index: z.number().int().nullable(),
  block: z.string(),
  time: z.string(),
  from: z.string(),
  to: z.string(),
  /** 'native' for the chain's coin, else the token's contract. */
  token: z.string(),
  /** The token's symbol when the store prices it, else null. */
  symbol: z.string().nullable(),
  /** In the token's base units. */
  value: z.string(),
  /** The value in USD at its hour's price, exact (not rounded); null for an unpriced token. */
  usd: z.string().nullable(),
  counted: z.boolean(),
  not_counted: z.enum(rankingsNotCounted).nullable(),
  /** The cleaning rule that leaves the row out of the cleaned figures (it still counts in the raw ones). */
  cleaned: cleanedReason.nullable(),
  /** Where a person can read the transaction: the store's own explorer on the demo chains. */
  explorer_url: z.string().nullable(),
});
export type RankingsTraceRow = z.infer<typeof rankingsTraceRow>;

export const rankingsTraceResponse = z.object({
  window: z.enum(rankingsWindows),
  chain: z.union([z.literal('all'), z.number().int()]),
  /** The window's span: rows are from `from` up to (not including) `to`. */
  from: z.string(),
  to: z.string(),
  rows: z.array(rankingsTraceRow),
  /** Pass as `cursor` for the next page; null on the last one. */
  next_cursor: z.string().nullable(),
  measured_at: z.string(),
});
export type RankingsTraceResponse = z.infer<typeof rankingsTraceResponse>;

export const rankingsEndpointSchemas = {
  rankings: { query: rankingsQuery, response: rankingsResponse },
  rankingsApp: { params: rankingsAppParams, response: rankingsAppResponse },
  rankingsTrace: { params: rankingsAppParams, query: rankingsTraceQuery, response: rankingsTraceResponse },
} satisfies EndpointSchemaTable;
