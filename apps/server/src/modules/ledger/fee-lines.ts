import type { FeeParts } from '@dappx/shared';
import { systemAccount, type AccountRef, type Asset, type Line } from './ledger';

const feeAccounts = { core: 'fees_core', nitro: 'fees_nitro', ubi: 'fees_ubi' } as const;
const parts = ['core', 'nitro', 'ubi'] as const;

/** The system accounts fee parts are paid into (activation fees have their own, 'activation_fees'). */
export const feeBuckets = parts.map((part) => feeAccounts[part]);

/**
 * A fee's parts, each paid by `payer` (when given) into its own fee account of `asset`; with sign -1n the
 * same lines the other way (a refund). Parts of zero post nothing.
 */
export const feeLines = (
  payer: AccountRef | undefined,
  asset: Asset,
  fees: FeeParts<bigint>,
  sign: 1n | -1n = 1n,
): Line[] =>
  parts
    .filter((part) => fees[part] !== 0n)
    .flatMap((part) => [
      ...(payer ? [{ account: payer, amount: -sign * fees[part] }] : []),
      { account: systemAccount(asset, feeAccounts[part]), amount: sign * fees[part] },
    ]);
