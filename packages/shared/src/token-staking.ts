import { z } from 'zod';
import type { EndpointSchemaTable } from './endpoint';
import { tokenStakingTokenTypes, type TokenStakingTokenType } from './tokens';
import { positiveAmount } from './amount-schemas';
import {
  governanceSettingBounds,
  governanceSettingKinds,
  moneySettingsResponse,
  tokenStakingSettingBounds,
  tokenStakingSettingKinds,
  settingsBody,
} from './money-settings';
import {
  listStakingSettingChangesQuery,
  listStakingSettingChangesResponse,
  stakingSettingChangeParams,
  stakingSettingChangeRecord,
  stakingSettingsSaved,
} from './staking-setting-changes';

/** DAPPX staking ("pledging") texts of the wallet-area spec, section 5. */
export const tokenStakingTexts = {
  belowMinimum: 'Pledge amount is below the minimum amount per transaction.',
  aboveMaximum: 'Pledge amount exceeds the maximum amount per transaction.',
  aboveAccount: 'Stake amount will exceed the allowable stake per account.',
  unstakeAboveStake: 'Unstake amount is greater than the current stake!',
  notPositive: 'Amount should be greater than zero!',
  insufficient: 'Insufficient balance!',
  notActivated: 'Please activate staking first.',
  alreadyActivated: 'Staking is already activated.',
  unavailable: 'Staking is not available right now.',
  unpledgeBody: 'Send unpledgeAmount with tokenType, or amount alone for ACE.',
  unknownToken: 'custom-token-id must be DAPPX or ACE.',
} as const;

/** Integer base units ("wei") as a string, as the DAPPX calls answer them. */
export const weiString = z.string().regex(/^\d+$/);

export const tokenStakingTokenType = z.enum(tokenStakingTokenTypes);
export const tokenTypeBody = z.strictObject({ tokenType: tokenStakingTokenType });
export const tokenTypeQuery = z.strictObject({ token_type: tokenStakingTokenType });
/** The spec's isPledgingActivated takes no token: DAPPX unless token_type names ACE. */
export const optionalTokenTypeQuery = z.strictObject({ token_type: tokenStakingTokenType.optional() });
export const earnedZeraBody = z.strictObject({ token_type: tokenStakingTokenType });

export const createPledgingBody = z.strictObject({
  pledgeAmount: positiveAmount(tokenStakingTexts.notPositive),
  tokenType: tokenStakingTokenType,
});
/**
 * The unstake body: `unpledgeAmount` and `tokenType` (DAPPX, or ACE), or the spec's ACE form, `amount`
 * alone. `unstakeOf` reads either.
 */
export const createUnpledgeBody = z
  .strictObject({
    unpledgeAmount: positiveAmount(tokenStakingTexts.notPositive).optional(),
    tokenType: tokenStakingTokenType.optional(),
    amount: positiveAmount(tokenStakingTexts.notPositive).optional(),
  })
  .refine(
    (body) =>
      body.amount === undefined
        ? body.unpledgeAmount !== undefined && body.tokenType !== undefined
        : body.unpledgeAmount === undefined && body.tokenType === undefined,
    { message: tokenStakingTexts.unpledgeBody },
  );
export type CreateUnpledgeBody = z.output<typeof createUnpledgeBody>;

/** The token and amount of an unstake body, in either of its forms. */
export const unstakeOf = (body: CreateUnpledgeBody): { tokenType: TokenStakingTokenType; amount: bigint } =>
  body.amount === undefined
    ? { tokenType: body.tokenType!, amount: body.unpledgeAmount! }
    : { tokenType: 'ACE', amount: body.amount };

export const isPledgingActivatedResponse = z.object({ data: z.boolean() });
export const tokenStakingConfigResponse = z.object({
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
export type TokenStakingConfigResponse = z.infer<typeof tokenStakingConfigResponse>;
/** Staked DAPPX as `dappx_balance`; staked ACE as `balance`, with the end of its penalty window (spec, section 3). */
export const pledgeBalanceResponse = z.union([
  z.object({ dappx_balance: weiString }),
  z.object({ balance: weiString, hold_until: z.string().nullable() }),
]);
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

/** The schemas of the token-staking endpoints (declared in endpoints/token-staking.ts). */
/**
 * The admin command's staking kinds: governance staking of ACE and EDAO, and DAPPX and ACE staked per
 * token (ACE-PLEDGING); the console changes each by the same names.
 */
export const governanceStakingTokens = ['ACE', 'EDAO'] as const;
export const tokenStakingTokens = ['DAPPX', 'ACE-PLEDGING'] as const;
export const stakingTokens = [...governanceStakingTokens, ...tokenStakingTokens] as const;
export type StakingToken = (typeof stakingTokens)[number];

export const setGovernanceSettingsParams = z.strictObject({ token: z.enum(governanceStakingTokens) });
export const setTokenStakingSettingsParams = z.strictObject({ token: z.enum(tokenStakingTokens) });

export const tokenStakingEndpointSchemas = {
  isPledgingActivated: { query: optionalTokenTypeQuery, response: isPledgingActivatedResponse },
  getPledgingConfig: { response: tokenStakingConfigResponse },
  createPledgingActivationTransaction: { body: tokenTypeBody, response: okResponse },
  createPledging: { body: createPledgingBody, response: okResponse },
  createUnpledgeTx: { body: createUnpledgeBody, response: okResponse },
  isUnderPenalty: { body: tokenTypeBody, response: isUnderPenaltyResponse },
  getPledgeBalance: { query: tokenTypeQuery, response: pledgeBalanceResponse },
  getMyDappxBalance: { response: myDappxBalanceResponse },
  getEarnedZeraBalance: { body: earnedZeraBody, response: earnedZeraResponse },
  getDappxDepositBalance: { response: dappxDepositBalanceResponse },
  adminStakingSettings: { response: moneySettingsResponse },
  setAdminGovernanceSettings: {
    params: setGovernanceSettingsParams,
    body: settingsBody(governanceSettingKinds, governanceSettingBounds),
    response: stakingSettingsSaved,
  },
  setAdminTokenStakingSettings: {
    params: setTokenStakingSettingsParams,
    body: settingsBody(tokenStakingSettingKinds, tokenStakingSettingBounds),
    response: stakingSettingsSaved,
  },
  stakingSettingChanges: {
    query: listStakingSettingChangesQuery,
    response: listStakingSettingChangesResponse,
  },
  approveStakingSettingChange: { params: stakingSettingChangeParams, response: stakingSettingsSaved },
  rejectStakingSettingChange: { params: stakingSettingChangeParams, response: stakingSettingChangeRecord },
} satisfies EndpointSchemaTable;
