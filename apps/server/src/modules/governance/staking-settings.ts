import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { pledgingConfigs } from '../pledging';
import { showSetting, type SettingField, type SettingValue } from '../../lib/settings-fields';
import { governanceConfigs } from './schema';

type Field = SettingField;

const governanceFields: Record<string, Field> = {
  min_pledge_per_tx: { column: 'minPledgePerTx', kind: 'amount' },
  max_pledge_per_tx: { column: 'maxPledgePerTx', kind: 'amount' },
  max_pledge_per_user: { column: 'maxPledgePerUser', kind: 'amount' },
  activation_fee: { column: 'activationFee', kind: 'amount' },
  penalty_duration: { column: 'penaltyDurationHours', kind: 'hours' },
  pledge_fee_core: { column: 'pledgeFeeCoreBps', kind: 'percent' },
  pledge_fee_nitro: { column: 'pledgeFeeNitroBps', kind: 'percent' },
  pledge_fee_ubi: { column: 'pledgeFeeUbiBps', kind: 'percent' },
  unpledge_fee_core: { column: 'unpledgeFeeCoreBps', kind: 'percent' },
  unpledge_fee_nitro: { column: 'unpledgeFeeNitroBps', kind: 'percent' },
  unpledge_fee_ubi: { column: 'unpledgeFeeUbiBps', kind: 'percent' },
  reward_rate_per_minute: { column: 'rewardRatePerMinute', kind: 'amount' },
};

const pledgingFields: Record<string, Field> = {
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

export const stakingTokens = ['ACE', 'EDAO', 'DAPPX'] as const;
export type StakingToken = (typeof stakingTokens)[number];
export const fieldsOf = (token: StakingToken) => (token === 'DAPPX' ? pledgingFields : governanceFields);

/** Applies `field=value` pairs to one token's staking settings in one statement (the CHECKs guard the rest). */
export async function setStakingSettings(
  db: DbExecutor,
  token: StakingToken,
  values: Record<string, SettingValue>,
) {
  if (token === 'DAPPX') {
    const updated = await db
      .update(pledgingConfigs)
      .set(values)
      .where(eq(pledgingConfigs.tokenType, 'DAPPX'))
      .returning();
    return updated.length;
  }
  const updated = await db
    .update(governanceConfigs)
    .set(values)
    .where(eq(governanceConfigs.asset, token))
    .returning();
  return updated.length;
}

/** One token's settings as the admin reads them: the spec's names, amounts in tokens, percents. */
export async function describeStakingSettings(db: DbExecutor, token: StakingToken): Promise<string[]> {
  const [row] = (
    token === 'DAPPX'
      ? await db.select().from(pledgingConfigs).where(eq(pledgingConfigs.tokenType, 'DAPPX'))
      : await db.select().from(governanceConfigs).where(eq(governanceConfigs.asset, token))
  ) as Record<string, unknown>[];
  if (!row) return [`${token}: not configured`];
  return Object.entries(fieldsOf(token)).map(([name, field]) => {
    return `${token} ${name} = ${showSetting(field, row[field.column])}`;
  });
}
