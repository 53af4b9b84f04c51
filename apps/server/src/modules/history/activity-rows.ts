import type { ActivityKind, ActivityToken } from '@dappx/shared';
import { sql, type SQL } from 'drizzle-orm';
import { feeBuckets } from '../ledger';

/**
 * The activity kind of a ledger entry, by the entry kind's family (the part before ':' of e.g.
 * 'governance-stake:ACE'). A withdrawal's payout ('withdraw') moves only the amount already held for it:
 * it adds no row, it marks its request's row paid.
 */
const kindOfEntry: Record<string, ActivityKind> = {
  airdrop: 'airdrop',
  deposit: 'deposit',
  withdraw_request: 'withdrawal',
  withdraw: 'withdrawal',
  withdraw_refund: 'refund',
  transfer: 'transfer',
  'governance-stake': 'stake',
  pledge: 'stake',
  'governance-unstake': 'unstake',
  unpledge: 'unstake',
  'governance-activation': 'activation-fee',
  'pledging-activation': 'activation-fee',
  'governance-reward': 'reward',
  'zera-mining': 'mining',
  'season-stake': 'season-stake',
  'season-release': 'season-release',
};

/** Kinds whose entries arrive by the minute: summed per day and balance into one row. */
const dailyKinds: ActivityKind[] = ['reward', 'mining'];

/**
 * Money held for a withdrawal on its way out: no longer the user's to spend, so moving into it is the
 * withdrawal going out, and its payout moves nothing of theirs.
 */
const heldBucket = 'pending_withdrawal';

/**
 * How far back a page reads: the user's `size` newest lines up to `untilMicros` (a cursor's time), each
 * account's from its (account, time, id) index, so a page costs the same however long the history.
 */
export type Window = { size: number; untilMicros?: string };

function windowPostings(token: ActivityToken | undefined, { size, untilMicros }: Window): SQL {
  const until = untilMicros
    ? sql`AND p.created_at <= timestamptz 'epoch' + ${untilMicros}::bigint * interval '1 microsecond'`
    : sql``;
  return sql`
    scanned AS (SELECT id FROM own ${token ? sql`WHERE asset = ${token}` : sql``}),
    window_postings AS MATERIALIZED (
      SELECT w.entry_id, w.created_at, w.id FROM scanned CROSS JOIN LATERAL (
        SELECT p.entry_id, p.created_at, p.id FROM ledger_postings p
        WHERE p.account_id = scanned.id ${until} ORDER BY p.created_at DESC, p.id DESC LIMIT ${size}
      ) w
      ORDER BY w.created_at DESC, w.id DESC LIMIT ${size}
    ),
    window_edge AS (
      SELECT count(*) AS lines, (extract(epoch FROM min(created_at)) * 1000000)::bigint::text AS at_us
      FROM window_postings
    )`;
}

/** The user's accounts, and each entry kind family's activity kind. */
function ownAccounts(userId: string): SQL {
  const families = Object.keys(kindOfEntry);
  return sql`
    own AS (SELECT id, asset, bucket FROM ledger_accounts WHERE user_id = ${userId}),
    kind_map AS (
      SELECT * FROM unnest(${sql.param(families)}::text[],
        ${sql.param(families.map((family) => kindOfEntry[family]!))}::text[]) AS m(family, kind)
    )`;
}

/**
 * The window's entries, read whole: the user's own lines, and the fee parts paid into the fee accounts.
 * A user line paying exactly one fee part is that fee (paired by amount, as the ledger posts them); a fee
 * part with no such line was kept out of what the user received (an unstake's penalty).
 */
function entryLines(): SQL {
  return sql`
    entries AS (
      SELECT e.id, e.created_at, e.tx_hash, coalesce(m.kind, 'other') AS kind
      FROM (SELECT DISTINCT entry_id FROM window_postings) w JOIN ledger_entries e ON e.id = w.entry_id
      LEFT JOIN kind_map m ON m.family = split_part(e.kind, ':', 1)
    ),
    lines AS (
      SELECT p.id, p.entry_id, p.asset, p.amount, own.bucket, own.id AS account_id,
        row_number() OVER (PARTITION BY p.entry_id, p.asset, p.amount ORDER BY p.id) AS n
      FROM entries e JOIN ledger_postings p ON p.entry_id = e.id JOIN own ON own.id = p.account_id
    ),
    fees AS (
      SELECT p.id, p.entry_id, p.asset, p.amount,
        row_number() OVER (PARTITION BY p.entry_id, p.asset, p.amount ORDER BY p.id) AS n
      FROM entries e JOIN ledger_postings p ON p.entry_id = e.id
      JOIN ledger_accounts a ON a.id = p.account_id
      WHERE a.user_id IS NULL AND a.bucket = ANY(${sql.param(feeBuckets)}::text[])
    ),
    paired AS (
      SELECT l.id AS line_id, f.id AS fee_id FROM lines l
      JOIN fees f ON f.entry_id = l.entry_id AND f.asset = l.asset AND f.amount = -l.amount AND f.n = l.n
    ),
    entry_fees AS (
      SELECT entry_id, asset, sum(amount) AS fee,
        coalesce(sum(amount) FILTER (WHERE id NOT IN (SELECT fee_id FROM paired)), 0) AS kept
      FROM fees GROUP BY entry_id, asset
    )`;
}

/**
 * Per entry and token, what the user did, fees apart: `effect` is what came in (+) or went out (-) of
 * the balances they may spend or have staked (a fee kept out of the amount counted back in), `moved` the
 * largest line (what went from one balance to another when nothing came in or went out).
 */
function entryRows(): SQL {
  return sql`
    principal AS (
      SELECT l.entry_id, l.asset, sum(l.amount) AS net, max(abs(l.amount)) AS moved,
        (array_agg(l.bucket ORDER BY l.amount, l.id) FILTER (WHERE l.amount < 0))[1] AS from_bucket,
        (array_agg(l.bucket ORDER BY l.amount DESC, l.id) FILTER (WHERE l.amount > 0))[1] AS to_bucket,
        (array_agg(l.account_id ORDER BY l.amount DESC, l.id) FILTER (WHERE l.amount > 0))[1] AS to_account
      FROM lines l WHERE l.bucket <> ${heldBucket} AND l.id NOT IN (SELECT line_id FROM paired)
      GROUP BY l.entry_id, l.asset
    ),
    entry_rows AS (
      SELECT pr.entry_id, pr.asset, e.kind, e.created_at, coalesce(e.tx_hash, wd.tx_hash) AS tx_hash,
        pr.net + coalesce(ef.kept, 0) AS effect, pr.moved, pr.from_bucket, pr.to_bucket, pr.to_account,
        row_number() OVER (PARTITION BY pr.entry_id ORDER BY pr.asset) AS rank,
        CASE wd.status WHEN 'fulfilled' THEN 'paid' ELSE wd.status END AS state
      FROM principal pr JOIN entries e ON e.id = pr.entry_id
      LEFT JOIN entry_fees ef ON ef.entry_id = pr.entry_id AND ef.asset = pr.asset
      LEFT JOIN withdrawals wd ON wd.request_entry_id = pr.entry_id AND e.kind = 'withdrawal'
    ),
    row_fees AS (
      SELECT r.entry_id, r.asset,
        json_agg(json_build_object('token', f.asset, 'amount', f.fee::text) ORDER BY f.asset) AS fees
      FROM entry_rows r JOIN entry_fees f ON f.entry_id = r.entry_id AND f.fee <> 0 AND (f.asset = r.asset
        OR (r.rank = 1 AND NOT EXISTS (
          SELECT 1 FROM entry_rows o WHERE o.entry_id = f.entry_id AND o.asset = f.asset)))
      GROUP BY r.entry_id, r.asset
    )`;
}

/**
 * A day's rewards (UTC) on one balance, summed whole: the window finds the days, each day's lines are
 * read from the account's time index, so the sum never depends on where a page starts.
 */
function dailyRows(): SQL {
  return sql`
    daily AS (
      SELECT DISTINCT kind, asset, to_account AS account_id, to_bucket AS bucket,
        date_trunc('day', created_at AT TIME ZONE 'UTC') AS day
      FROM entry_rows WHERE kind = ANY(${sql.param(dailyKinds)}::text[])
    ),
    daily_rows AS (
      SELECT d.kind, d.asset, d.account_id, d.bucket, d.day, s.total, s.last_at, s.n
      FROM daily d CROSS JOIN LATERAL (
        SELECT sum(p.amount) AS total, max(p.created_at) AS last_at, count(*)::int AS n
        FROM ledger_postings p JOIN ledger_entries e ON e.id = p.entry_id
        WHERE p.account_id = d.account_id
          AND p.created_at >= d.day AT TIME ZONE 'UTC'
          AND p.created_at < (d.day + interval '1 day') AT TIME ZONE 'UTC'
          AND split_part(e.kind, ':', 1) IN (SELECT family FROM kind_map WHERE kind = d.kind)
      ) s
    )`;
}

/** The user's ledger as rows: one per entry and token it moved, a day's rewards on a balance as one. */
export function ledgerRows(userId: string, token: ActivityToken | undefined, window: Window): SQL {
  return sql`
    ${ownAccounts(userId)},
    ${windowPostings(token, window)},
    ${entryLines()},
    ${entryRows()},
    ${dailyRows()},
    ledger_rows AS (
      SELECT r.created_at, 'E' || lpad(r.entry_id::text, 19, '0') || (r.rank - 1)::text AS id,
        r.asset, r.kind,
        CASE WHEN r.effect > 0 THEN 'in' WHEN r.effect < 0 THEN 'out' ELSE 'within' END AS direction,
        CASE WHEN r.effect = 0 THEN r.moved ELSE abs(r.effect) END AS amount,
        CASE WHEN r.effect > 0 THEN NULL ELSE r.from_bucket END AS from_bucket,
        CASE WHEN r.effect < 0 THEN NULL ELSE r.to_bucket END AS to_bucket,
        coalesce(f.fees, '[]'::json) AS fees, r.state, r.tx_hash, 1 AS count
      FROM entry_rows r LEFT JOIN row_fees f ON f.entry_id = r.entry_id AND f.asset = r.asset
      WHERE r.kind <> ALL(${sql.param(dailyKinds)}::text[])
      UNION ALL
      SELECT last_at, 'D' || to_char(day, 'YYYYMMDD') || lpad(account_id::text, 19, '0')
          || CASE kind WHEN 'mining' THEN '1' ELSE '0' END,
        asset, kind, 'in', total, NULL, bucket, '[]'::json, NULL, NULL, n
      FROM daily_rows
    )`;
}

const ownAddress = (userId: string) => sql`SELECT lower(public_address) FROM users WHERE id = ${userId}`;

/**
 * The user's NFT payments on L2 (paid from the wallet, not a store balance): each fulfilled order's
 * payment, and each payment of theirs the store did not use, with what came back once sent to their
 * wallet (the refund's network fee nested).
 */
export function nftRows(userId: string): SQL {
  return sql`
    nft_rows AS (
      SELECT coalesce(o.closed_at, o.created_at) AS created_at, 'P' || o.id AS id, 'IMX' AS asset,
        'nft-purchase' AS kind, 'out' AS direction, o.price AS amount, 'wallet' AS from_bucket,
        NULL AS to_bucket, '[]'::json AS fees, NULL AS state, o.tx_id AS tx_hash, 1 AS count
      FROM nft_orders o WHERE o.buyer_id = ${userId} AND o.status = 'fulfilled'
      UNION ALL
      SELECT r.created_at, 'P' || r.id, 'IMX', 'nft-purchase', 'out', r.amount, 'wallet', NULL, '[]'::json,
        NULL, r.payment_tx_id, 1
      FROM nft_refunds r WHERE lower(r.to_address) = (${ownAddress(userId)})
      UNION ALL
      SELECT r.sent_at, 'R' || r.id, 'IMX', 'refund', 'in', r.amount, NULL, 'wallet',
        CASE WHEN coalesce(r.gas_fee, 0) > 0
          THEN json_build_array(json_build_object('token', 'IMX', 'amount', r.gas_fee::text))
          ELSE '[]'::json END,
        NULL, r.refund_tx_id, 1
      FROM nft_refunds r WHERE lower(r.to_address) = (${ownAddress(userId)}) AND r.status = 'sent'
    )`;
}
