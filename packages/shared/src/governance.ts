import { z } from 'zod';
import type { EndpointSchemaTable } from './endpoint';
import { decimalString, positiveAmount } from './amount-schemas';
import { okResponse } from './token-staking';
import { tokenAssets, tokenSlugs } from './tokens';

/** Governance staking texts (wallet-area spec, section 5; wording A for the per-account limits). */
export const governanceTexts = {
  belowMinimum: 'Your stake amount is below the minimum limit!',
  aboveMaximum: 'Pledge amount exceeds the maximum amount per transaction.',
  aboveAccount: 'Stake amount will exceed the allowable stake per account.',
  insufficient: 'Insufficient balance!',
  invalid: 'Invalid input!',
  unstakeAboveStake: 'Unpledge amount is greater than the current pledge!',
  unstakeNotPositive: 'Amount should be greater than zero!',
  notActivated: 'Please activate staking first.',
  alreadyActivated: 'Staking is already activated.',
  noStake: 'There is no stake to unstake.',
  unavailable: 'Staking is not available right now.',
} as const;

export const governanceParams = z.strictObject({ token: z.enum(tokenSlugs('governance')) });
export type GovernanceToken = z.infer<typeof governanceParams>['token'];
export const governanceActivateBody = z
  .strictObject({ tokenType: z.enum(tokenAssets('governance')).optional() })
  .nullish();
export const governancePledgeBody = z.strictObject({ amount: positiveAmount(governanceTexts.invalid) });
export const governanceUnpledgeBody = z.strictObject({
  amount: positiveAmount(governanceTexts.unstakeNotPositive),
});
export const governanceHistoryQuery = z.strictObject({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});

export const governanceStatusResponse = z.object({ activated: z.boolean() });
export const governanceBalanceResponse = z.object({
  balance: decimalString,
  hold_until: z.string().nullable(),
});
/** Percent fees as numbers (1.5 = 1.5 %); amounts as decimal strings. */
export const governanceSettingsResponse = z.object({
  min_pledge_per_tx: decimalString,
  max_pledge_per_tx: decimalString,
  max_pledge_per_user: decimalString,
  activation_fee: decimalString,
  penalty_duration: z.number().int(),
  pledge_fee_core: z.number(),
  pledge_fee_nitro: z.number(),
  pledge_fee_ubi: z.number(),
  unpledge_fee_core: z.number(),
  unpledge_fee_nitro: z.number(),
  unpledge_fee_ubi: z.number(),
});
export type GovernanceSettings = z.infer<typeof governanceSettingsResponse>;
export const edaoEarnedResponse = z.object({ edao_earned: decimalString });
export const aceEarnedResponse = z.object({ ace_earned: decimalString });
export const governanceTransaction = z.object({
  _id: z.string(),
  type: z.enum(['Stake', 'Unstake']),
  start: z.string(),
  end_date: z.string(),
  duration: z.number().int(),
  amount: decimalString,
});
export const governanceHistoryResponse = z.object({
  total_rows: z.number().int(),
  transactions: z.array(governanceTransaction),
});

/** The schemas of the governance endpoints (declared in endpoints/governance.ts). */
export const governanceEndpointSchemas = {
  governanceStatus: { params: governanceParams, response: governanceStatusResponse },
  governanceSettings: { params: governanceParams, response: governanceSettingsResponse },
  governanceBalance: { params: governanceParams, response: governanceBalanceResponse },
  edaoEarned: { response: edaoEarnedResponse },
  aceEarned: { response: aceEarnedResponse },
  governanceHistory: {
    params: governanceParams,
    query: governanceHistoryQuery,
    response: governanceHistoryResponse,
  },
  governanceActivate: { params: governanceParams, body: governanceActivateBody, response: okResponse },
  governancePledge: { params: governanceParams, body: governancePledgeBody, response: okResponse },
  governanceUnpledge: { params: governanceParams, body: governanceUnpledgeBody, response: okResponse },
} satisfies EndpointSchemaTable;
