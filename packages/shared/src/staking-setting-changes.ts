import { z } from 'zod';
import { listPage } from './console-lists';
import { moneySettingsGroup, settingValue } from './money-settings';

// Staking rates mint tokens for every staker each minute: a change raising one above its threshold waits
// for a second operator, as a large credit does (the console's "Waiting for approval").

export const stakingSettingChangesTexts = {
  unknownChange: 'No such settings change.',
  notWaiting: 'This settings change is no longer waiting for approval.',
  ownChange: 'A second operator must decide on this settings change: whoever asked for it cannot.',
} as const;

/** The staking settings that mint: governance rewards and per-token staking's Zera mining (DAPPX, ACE). */
export const rateSettingNames = ['reward_rate_per_minute', 'mining_rate'] as const;

/**
 * A rate raised above this (base units per whole staked token a minute: 0.1 token, the highest rate the
 * demo store starts with) waits for a second operator. Lowering a rate, or raising it within this, does
 * not: it mints no more than the store already agreed to.
 */
export const rateApprovalThreshold = 10n ** 17n;

/** `pending` until a second operator `applied` or `rejected` it. */
export const stakingSettingChangeStatuses = ['pending', 'applied', 'rejected'] as const;
export type StakingSettingChangeStatus = (typeof stakingSettingChangeStatuses)[number];

/** A waiting or decided change: the staking kind, the settings asked for, who asked and who decided. */
export const stakingSettingChangeRecord = z.object({
  id: z.string(),
  token: z.string(),
  changes: z.record(z.string(), settingValue),
  status: z.enum(stakingSettingChangeStatuses),
  requested_by: z.string(),
  requested_at: z.iso.datetime(),
  decided_by: z.string().nullable(),
  decided_at: z.iso.datetime().nullable(),
});
export type StakingSettingChangeRecord = z.infer<typeof stakingSettingChangeRecord>;

/** A staking kind's settings as saved; `waiting_change` when the change waits for a second operator. */
export const stakingSettingsSaved = moneySettingsGroup.extend({
  waiting_change: stakingSettingChangeRecord.optional(),
});
export type StakingSettingsSaved = z.infer<typeof stakingSettingsSaved>;

/** The console's settings changes, newest first, of a status, a page at a time. */
export const listStakingSettingChangesQuery = z.strictObject({
  status: z.enum(stakingSettingChangeStatuses).optional(),
  ...listPage,
});
export type ListStakingSettingChangesQuery = z.output<typeof listStakingSettingChangesQuery>;
export const listStakingSettingChangesResponse = z.object({
  changes: z.array(stakingSettingChangeRecord),
  total: z.number().int(),
});
export const stakingSettingChangeParams = z.strictObject({
  id: z.uuid(stakingSettingChangesTexts.unknownChange),
});
