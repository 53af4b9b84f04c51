import { z } from 'zod';
import type { EndpointSchemaTable } from './endpoint';
import { positiveAmount } from './amounts';

/** DAPPX staking ("pledging") texts of the wallet-area spec, section 5. */
export const pledgingTexts = {
  belowMinimum: 'Pledge amount is below the minimum amount per transaction.',
  aboveMaximum: 'Pledge amount exceeds the maximum amount per transaction.',
  aboveAccount: 'Stake amount will exceed the allowable stake per account.',
  unpledgeAboveStake: 'Unstake amount is greater than the current stake!',
  notPositive: 'Amount should be greater than zero!',
  insufficient: 'Insufficient balance!',
  notActivated: 'Please activate staking first.',
  alreadyActivated: 'Staking is already activated.',
  unavailable: 'Staking is not available right now.',
} as const;

/** Integer base units ("wei") as a string, as the DAPPX calls answer them. */
export const weiString = z.string().regex(/^\d+$/);

export const pledgingTokenType = z.literal('DAPPX');
export const tokenTypeBody = z.strictObject({ tokenType: pledgingTokenType });
export const tokenTypeQuery = z.strictObject({ token_type: pledgingTokenType });
export const earnedZeraBody = z.strictObject({ token_type: pledgingTokenType });

export const createPledgingBody = z.strictObject({
  pledgeAmount: positiveAmount(pledgingTexts.notPositive),
  tokenType: pledgingTokenType,
});
export const createUnpledgeBody = z.strictObject({
  unpledgeAmount: positiveAmount(pledgingTexts.notPositive),
  tokenType: pledgingTokenType,
});

export const isPledgingActivatedResponse = z.object({ data: z.boolean() });
export const pledgingConfigResponse = z.object({
  data: z.object({
    minimum_pledge_limit_per_transaction: weiString,
    maximum_pledge_limit_per_transaction: weiString,
    maximum_pledge_per_account: weiString,
    penalty_fee: z.number(),
    unpledge_fee_core: weiString,
    unpledge_fee_nitro: weiString,
    unpledge_fee_ubi: weiString,
  }),
  activation_fee: weiString,
  holding_period: z.number().int(),
});
export type PledgingConfigResponse = z.infer<typeof pledgingConfigResponse>;
export const pledgeBalanceResponse = z.object({ dappx_balance: weiString });
export const myDappxBalanceResponse = z.object({
  total_dappx: weiString,
  pledged_dappx: weiString,
  unpledged_dappx: weiString,
});
export const earnedZeraResponse = z.object({
  earned_zera: weiString,
  mining_rate: weiString,
  pledged_dappx: weiString,
});
export const isUnderPenaltyResponse = z.object({
  data: z.object({ isUnderPenalty: z.boolean(), pleding_date: z.string().nullable() }),
});
/**
 * GET /users/getDappxDepositBalance: the DAPPX vault (credited deposits included) plus the deposits still
 * waiting for confirmations, which `pending_value` names on its own.
 */
export const dappxDepositBalanceResponse = z.object({ coin_value: z.string(), pending_value: z.string() });
export const okResponse = z.object({ message: z.string() });

/** The schemas of the pledging endpoints (declared in endpoints/pledging.ts). */
export const pledgingEndpointSchemas = {
  isPledgingActivated: { response: isPledgingActivatedResponse },
  getPledgingConfig: { response: pledgingConfigResponse },
  createPledgingActivationTransaction: { body: tokenTypeBody, response: okResponse },
  createPledging: { body: createPledgingBody, response: okResponse },
  createUnpledgeTx: { body: createUnpledgeBody, response: okResponse },
  isUnderPenalty: { body: tokenTypeBody, response: isUnderPenaltyResponse },
  getPledgeBalance: { query: tokenTypeQuery, response: pledgeBalanceResponse },
  getMyDappxBalance: { response: myDappxBalanceResponse },
  getEarnedZeraBalance: { body: earnedZeraBody, response: earnedZeraResponse },
  getDappxDepositBalance: { response: dappxDepositBalanceResponse },
} satisfies EndpointSchemaTable;
