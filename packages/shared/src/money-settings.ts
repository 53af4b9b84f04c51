import { z } from 'zod';

// The console's money settings: withdrawal, governance staking and per-token staking settings by the names the
// API and the admin command use. Amounts travel as base units, percents as decimal text, so a setting
// is read back exactly as it was saved.

/** How a setting is written: base units, a percent (0–100, 2 decimals), whole hours, or on/off. */
export type SettingKind = 'amount' | 'percent' | 'hours' | 'flag';

/** What the console's money calls answer (en; es and pt in server-texts.ts). */
export const moneyTexts = {
  baseUnits: 'must be a whole number of base units, 0 or more',
  percent: 'must be a percent from 0 to 100, with at most 2 decimals',
  hours: 'must be a whole number of hours from 0 to 99999',
  nothingToChange: 'Give at least one setting to change.',
  notConfigured: 'These settings are not configured (the demo seed or a migration adds them).',
  cursor: 'must be the next cursor of the previous page',
} as const;

/** `<min> must be more than 0 and at most <max>.` (translated by pattern in server-texts.ts). */
export const limitOrderText = (min: string, max: string) => `${min} must be more than 0 and at most ${max}.`;
/** `<a>, <b> and <c> together must be at most 100 %.` */
export const feeSumText = (names: readonly string[]) =>
  `${names.slice(0, -1).join(', ')} and ${names.at(-1)} together must be at most 100 %.`;

const valueSchemas = {
  amount: z.string().regex(/^\d{1,40}$/, moneyTexts.baseUnits),
  percent: z
    .string()
    .regex(/^\d{1,3}(\.\d{1,2})?$/, moneyTexts.percent)
    .refine((text) => Number(text) <= 100, moneyTexts.percent),
  hours: z.number().int(moneyTexts.hours).min(0, moneyTexts.hours).max(99_999, moneyTexts.hours),
  flag: z.boolean(),
} satisfies Record<SettingKind, z.ZodType>;

/** One setting as the console reads it: its name, how it is written, and its current value. */
export const settingValue = z.union([z.string(), z.number(), z.boolean()]);
export type SettingValueText = z.infer<typeof settingValue>;

/**
 * The most an amount setting may be, and the text that says so. Rates and fees a real store sets are
 * small; a value beyond these is a slip of the keyboard (or an attack) and mints or takes money.
 */
export type AmountBound = { max: bigint; text: string };
const oneToken = 10n ** 18n;
export const amountBounds = {
  /** Per whole staked token a minute: at most one token (a demo seed sets 0.1). */
  rate: {
    max: oneToken,
    text: 'must be at most 1000000000000000000 base units (1 token per staked token a minute)',
  },
  /** A fixed fee: at most 10,000 tokens. */
  fee: {
    max: 10_000n * oneToken,
    text: 'must be at most 10000000000000000000000 base units (10000 tokens)',
  },
} satisfies Record<string, AmountBound>;

// Digits up to NUMERIC(78)'s, so an absurd value is answered with its bound, not with its form.
const boundedAmount = (bound: AmountBound) =>
  z
    .string()
    .regex(/^\d{1,78}$/, moneyTexts.baseUnits)
    // zod runs this check after a failed pattern too: only digits are read as a number.
    .refine((text) => !/^\d+$/.test(text) || BigInt(text) <= bound.max, bound.text);

/** A body changing some of a table's settings: every field optional, unknown names refused. */
export function settingsBody<Kinds extends Record<string, SettingKind>>(
  kinds: Kinds,
  bounds: Partial<Record<keyof Kinds, AmountBound>> = {},
) {
  const schemaOf = (name: string, kind: SettingKind): z.ZodType => {
    const bound = bounds[name as keyof Kinds];
    return kind === 'amount' && bound ? boundedAmount(bound) : valueSchemas[kind];
  };
  const shape = Object.fromEntries(
    Object.entries(kinds).map(([name, kind]) => [name, schemaOf(name, kind).optional()]),
  ) as { [Name in keyof Kinds]: z.ZodOptional<(typeof valueSchemas)[Kinds[Name]]> };
  return z
    .strictObject(shape)
    .refine((body) => Object.values(body).some((value) => value !== undefined), moneyTexts.nothingToChange);
}

/** The limits a table keeps in order (minimum > 0, minimum ≤ maximum), and its fee parts that sum to a rate. */
export type SettingRules = {
  limits: readonly (readonly [min: string, max: string])[];
  feeSums: readonly (readonly string[])[];
};

export const withdrawSettingKinds = {
  allow_withdrawal: 'flag',
  withdrawal_fee_core: 'amount',
  withdrawal_fee_nitro: 'amount',
  withdrawal_fee_ubi: 'amount',
  daily_limit: 'amount',
  user_daily_limit: 'amount',
} as const satisfies Record<string, SettingKind>;
export const withdrawSettingRules: SettingRules = { limits: [], feeSums: [] };
export const withdrawSettingBounds = {
  withdrawal_fee_core: amountBounds.fee,
  withdrawal_fee_nitro: amountBounds.fee,
  withdrawal_fee_ubi: amountBounds.fee,
};

/** Governance staking of ACE and EDAO: percent fees on pledge and unpledge. */
export const governanceSettingKinds = {
  min_pledge_per_tx: 'amount',
  max_pledge_per_tx: 'amount',
  max_pledge_per_user: 'amount',
  activation_fee: 'amount',
  penalty_duration: 'hours',
  pledge_fee_core: 'percent',
  pledge_fee_nitro: 'percent',
  pledge_fee_ubi: 'percent',
  unpledge_fee_core: 'percent',
  unpledge_fee_nitro: 'percent',
  unpledge_fee_ubi: 'percent',
  reward_rate_per_minute: 'amount',
} as const satisfies Record<string, SettingKind>;
export const governanceSettingBounds = {
  activation_fee: amountBounds.fee,
  reward_rate_per_minute: amountBounds.rate,
};
export const governanceSettingRules: SettingRules = {
  limits: [['min_pledge_per_tx', 'max_pledge_per_tx']],
  feeSums: [
    ['pledge_fee_core', 'pledge_fee_nitro', 'pledge_fee_ubi'],
    ['unpledge_fee_core', 'unpledge_fee_nitro', 'unpledge_fee_ubi'],
  ],
};

/** DAPPX and ACE staked per token ("pledging"): ACE fees on unstake, a penalty percent. */
export const tokenStakingSettingKinds = {
  minimum_pledge_limit_per_transaction: 'amount',
  maximum_pledge_limit_per_transaction: 'amount',
  maximum_pledge_per_account: 'amount',
  activation_fee: 'amount',
  holding_period: 'hours',
  penalty_fee: 'percent',
  unpledge_fee_core: 'amount',
  unpledge_fee_nitro: 'amount',
  unpledge_fee_ubi: 'amount',
  mining_rate: 'amount',
} as const satisfies Record<string, SettingKind>;
export const tokenStakingSettingBounds = {
  activation_fee: amountBounds.fee,
  unpledge_fee_core: amountBounds.fee,
  unpledge_fee_nitro: amountBounds.fee,
  unpledge_fee_ubi: amountBounds.fee,
  mining_rate: amountBounds.rate,
};
export const tokenStakingSettingRules: SettingRules = {
  limits: [['minimum_pledge_limit_per_transaction', 'maximum_pledge_limit_per_transaction']],
  feeSums: [],
};

/** One table of settings (a token's withdrawals, a staking kind) with each setting's kind and value. */
export const moneySettingsGroup = z.object({
  token: z.string(),
  settings: z.array(
    z.object({ name: z.string(), kind: z.enum(['amount', 'percent', 'hours', 'flag']), value: settingValue }),
  ),
});
export type MoneySettingsGroup = z.infer<typeof moneySettingsGroup>;
export const moneySettingsResponse = z.object({ groups: z.array(moneySettingsGroup) });
