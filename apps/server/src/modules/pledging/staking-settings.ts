import type { PledgingTokenType } from '@dappx/shared';
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import type { SettingValue } from '../../lib/settings-fields';
import { governanceSettings } from '../governance';
import { describeSettings, type StakingSettings } from '../staking';
import { pledgingConfigs } from './schema';

/** The admin command's names of the DAPPX settings (those of the API), and their columns. */
const pledgingFields: StakingSettings['fields'] = {
  minimum_pledge_limit_per_transaction: { column: 'minimumPledgePerTransaction', kind: 'amount' },
  maximum_pledge_limit_per_transaction: { column: 'maximumPledgePerTransaction', kind: 'amount' },
  maximum_pledge_per_account: { column: 'maximumPledgePerAccount', kind: 'amount' },
  activation_fee: { column: 'activationFee', kind: 'amount' },
  holding_period: { column: 'holdingPeriodHours', kind: 'hours' },
  penalty_fee: { column: 'penaltyFeeBps', kind: 'percent' },
  unpledge_fee_core: { column: 'unpledgeFeeCore', kind: 'amount' },
  unpledge_fee_nitro: { column: 'unpledgeFeeNitro', kind: 'amount' },
  unpledge_fee_ubi: { column: 'unpledgeFeeUbi', kind: 'amount' },
  mining_rate: { column: 'miningRatePerMinute', kind: 'amount' },
};

const pledgingSettings = (token: PledgingTokenType): StakingSettings => ({
  fields: pledgingFields,
  read: async (db) => {
    const [row] = await db.select().from(pledgingConfigs).where(eq(pledgingConfigs.tokenType, token));
    return row;
  },
  update: async (db, values) => {
    const updated = await db
      .update(pledgingConfigs)
      .set(values)
      .where(eq(pledgingConfigs.tokenType, token))
      .returning();
    return updated.length;
  },
});

// The admin's `staking` command covers every staking kind; it lives here, beside the per-token half,
// because pledging may use governance while governance keeps clear of pledging. ACE and EDAO name the
// governance stakes; DAPPX and ACE-PLEDGING the per-token ones.
export const stakingTokens = ['ACE', 'EDAO', 'DAPPX', 'ACE-PLEDGING'] as const;
export type StakingToken = (typeof stakingTokens)[number];

const settingsOf = (token: StakingToken) => {
  if (token === 'DAPPX') return pledgingSettings('DAPPX');
  if (token === 'ACE-PLEDGING') return pledgingSettings('ACE');
  return governanceSettings(token);
};

export const fieldsOf = (token: StakingToken) => settingsOf(token).fields;

/** Applies `field=value` pairs to one token's staking settings in one statement (CHECKs guard the rest). */
export const setStakingSettings = (
  db: DbExecutor,
  token: StakingToken,
  values: Record<string, SettingValue>,
) => settingsOf(token).update(db, values);

/** One token's settings as the admin reads them: the spec's names, amounts in tokens, percents. */
export const describeStakingSettings = (db: DbExecutor, token: StakingToken): Promise<string[]> =>
  describeSettings(db, token, settingsOf(token));
