import fc from 'fast-check';
import type { Asset, Line } from '../src/modules/ledger';

/** The user lines are built for, outside the database. */
export const lineUserId = '00000000-0000-4000-8000-000000000001';
/** Any amount in base units, not only those people type (6 decimals). */
export const anyUnits = fc.bigInt({ min: 0n, max: 10n ** 30n });

const sum = (lines: Line[]) => lines.reduce((total, line) => total + line.amount, 0n);

/** What `lines` move into (negative: out of) the user's `bucket` of `asset`. */
export const userNet = (lines: Line[], asset: Asset, bucket: string) =>
  sum(
    lines.filter(
      ({ account }) => 'userId' in account && account.asset === asset && account.bucket === bucket,
    ),
  );

/** What `lines` pay into the fee accounts (core, nitro, ubi) of `asset`. */
export const feesPaid = (lines: Line[], asset: Asset) =>
  sum(
    lines.filter(
      ({ account }) => 'system' in account && account.asset === asset && account.bucket.startsWith('fees_'),
    ),
  );
