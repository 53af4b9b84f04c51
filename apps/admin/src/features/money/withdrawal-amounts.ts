import { formatDisplayAmount } from '@dappx/shared/amounts';
import type { AdminWithdrawal } from '@dappx/shared/withdrawals';

/** A withdrawal's amount and its ACE fees together, as the queue shows them. */
export const withdrawalAmount = (row: AdminWithdrawal) =>
  `${formatDisplayAmount(BigInt(row.amount))} ${row.token}`;
export const withdrawalFees = (row: AdminWithdrawal) =>
  `${formatDisplayAmount(BigInt(row.fee_core) + BigInt(row.fee_nitro) + BigInt(row.fee_ubi))} ACE`;
