import { z } from 'zod';
import type { EndpointSchemaTable } from './endpoint';
import { decimalString, positiveAmount } from './amount-schemas';
import { tokenAssets, tokenSlugs } from './tokens';
import {
  moneySettingsGroup,
  moneySettingsResponse,
  moneyTexts,
  settingsBody,
  withdrawSettingBounds,
  withdrawSettingKinds,
} from './money-settings';

const withdrawToken = z.enum(tokenSlugs('withdraw'));

/** GET /users/{acent|dappx}/withdraw/settings: the ACE fees of a withdrawal and whether it is open. */
export const withdrawParams = z.strictObject({ token: withdrawToken });
export type WithdrawTokenParam = z.infer<typeof withdrawParams>['token'];
export const withdrawSettingsResponse = z.object({
  withdrawal_fee_core: decimalString,
  withdrawal_fee_nitro: decimalString,
  withdrawal_fee_ubi: decimalString,
  allow_withdrawal: z.boolean(),
});
export type WithdrawSettings = z.infer<typeof withdrawSettingsResponse>;

/**
 * GET /users/{token}/withdraw/limit-status: what may still be withdrawn of the token over the last 24 hours
 * (a rolling window), by all users together and by this user; the effective limit is the smaller.
 */
export const withdrawLimitStatusResponse = z.object({
  remaining_daily_tx_amount: decimalString,
  remaining_user_daily_tx_amount: decimalString,
});
export type WithdrawLimitStatus = z.infer<typeof withdrawLimitStatusResponse>;

export const withdrawTexts = {
  unavailable: 'Service is not available at the moment. Please try again later. Thank you.',
  notVerified: 'Verify your email to enable withdrawal.',
  amountRequired: 'Please input amount to be withdrawn.',
  overLimit: 'Withdraw amount exceeds your remaining daily limit.',
  notFound: 'This withdrawal does not exist.',
  notPending: 'This withdrawal is no longer pending.',
  alreadyPaid: 'This withdrawal was already paid out to your wallet and cannot be cancelled.',
  notOnChain: 'This withdrawal has not been paid out on chain yet.',
  policyUpdate: 'Daily withdraw policy was updated. Kindly check and process your withdrawal again.',
  declined: 'You declined an action in your wallet.',
  walletFailed: "Something went wrong. Transaction didn't push through.",
} as const;

/**
 * POST /users/{token}/withdraw: the amount of the token to take out of the vault balance, and the L1
 * network (the wallet's chain id) whose Vault is to pay it; without one, the first (Acent) network's.
 */
export const withdrawBody = z.strictObject({
  amount: positiveAmount(withdrawTexts.amountRequired),
  chain_id: z.number().int().positive().optional(),
});

/**
 * The signed voucher the wallet hands to Vault.withdraw(token_address, amount (base units), nonce,
 * deadline, signature) from the `to` wallet on the chain `chain_id`.
 */
export const withdrawRequestResponse = z.object({
  withdraw_id: z.string(),
  token: withdrawToken,
  amount: decimalString,
  nonce: z.string().regex(/^\d+$/),
  signature: z.string().regex(/^0x[0-9a-fA-F]+$/),
  deadline: z.string().regex(/^\d+$/),
  to: z.string(),
  token_address: z.string(),
  vault_address: z.string(),
  chain_id: z.number().int(),
});
export type WithdrawRequest = z.infer<typeof withdrawRequestResponse>;

export const withdrawIdParams = z.strictObject({
  token: withdrawToken,
  id: z.uuid(withdrawTexts.notFound),
});

/** Cancel and fulfill answer the withdrawal's state afterwards. */
export const withdrawStatusResponse = z.object({
  withdraw_id: z.string(),
  status: z.enum(['pending', 'fulfilled', 'cancelled', 'expired']),
  tx_hash: z.string().nullable(),
});
export type WithdrawStatus = z.infer<typeof withdrawStatusResponse>;

/** The console's withdrawal settings of one token (ACE, DAPPX), by the admin command's names. */
export const adminWithdrawTokenParams = z.strictObject({ token: z.enum(tokenAssets('withdraw')) });
export const setAdminWithdrawSettingsBody = settingsBody(withdrawSettingKinds, withdrawSettingBounds);

export const withdrawalStatuses = ['pending', 'fulfilled', 'cancelled', 'expired'] as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];
export const withdrawalsPageSize = 25;

/** The console's withdrawals queue, newest first, paged by the voucher nonce (`next` of the last page). */
export const adminWithdrawalsQuery = z.strictObject({
  status: z.enum(withdrawalStatuses).optional(),
  before: z
    .string()
    .regex(/^[1-9]\d{0,17}$/, moneyTexts.cursor)
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(withdrawalsPageSize),
});

/** A withdrawal as finance reads it: amounts and fees in base units, its voucher, and its payout. */
export const adminWithdrawal = z.object({
  id: z.string(),
  user_address: z.string(),
  token: z.string(),
  amount: z.string(),
  fee_core: z.string(),
  fee_nitro: z.string(),
  fee_ubi: z.string(),
  status: z.enum(withdrawalStatuses),
  chain_id: z.number().int(),
  /** The network's name as the store configured it (null when its network is gone). */
  chain_name: z.string().nullable(),
  nonce: z.string(),
  /** The signed EIP-712 voucher as the user's wallet received it (null when its network is gone). */
  voucher: withdrawRequestResponse.nullable(),
  tx_hash: z.string().nullable(),
  /** The payout on the network's explorer, when one is known. */
  tx_url: z.string().nullable(),
  deadline: z.iso.datetime(),
  created_at: z.iso.datetime(),
  settled_at: z.iso.datetime().nullable(),
});
export type AdminWithdrawal = z.infer<typeof adminWithdrawal>;
export const adminWithdrawalsResponse = z.object({
  withdrawals: z.array(adminWithdrawal),
  next: z.string().nullable(),
});
export const adminWithdrawalParams = z.strictObject({ id: z.uuid(withdrawTexts.notFound) });

/** The schemas of the withdrawals endpoints (declared in endpoints/withdrawals.ts). */
export const withdrawalsEndpointSchemas = {
  withdrawSettings: { params: withdrawParams, response: withdrawSettingsResponse },
  withdrawLimitStatus: { params: withdrawParams, response: withdrawLimitStatusResponse },
  withdraw: { params: withdrawParams, body: withdrawBody, response: withdrawRequestResponse },
  cancelWithdraw: { params: withdrawIdParams, response: withdrawStatusResponse },
  fulfillWithdraw: { params: withdrawIdParams, response: withdrawStatusResponse },
  adminWithdrawSettings: { response: moneySettingsResponse },
  setAdminWithdrawSettings: {
    params: adminWithdrawTokenParams,
    body: setAdminWithdrawSettingsBody,
    response: moneySettingsGroup,
  },
  adminWithdrawals: { query: adminWithdrawalsQuery, response: adminWithdrawalsResponse },
  adminWithdrawal: { params: adminWithdrawalParams, response: adminWithdrawal },
} satisfies EndpointSchemaTable;
